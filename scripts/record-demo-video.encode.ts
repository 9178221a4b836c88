import { spawn, spawnSync } from 'node:child_process';

const INSTALL_HINT = 'Install it with: sudo apt-get update && sudo apt-get install -y ffmpeg (or set FFMPEG_PATH).';

export const ffmpegPath = process.env.FFMPEG_PATH ?? 'ffmpeg';

/** Throws a message that says how to install ffmpeg when it is missing or cannot encode H.264. */
export function checkFfmpeg(): void {
  const version = spawnSync(ffmpegPath, ['-hide_banner', '-version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) {
    throw new Error(`ffmpeg was not found (${ffmpegPath}). ${INSTALL_HINT}`);
  }
  const encoders = spawnSync(ffmpegPath, ['-hide_banner', '-encoders'], { encoding: 'utf8' });
  if (!encoders.stdout.includes('libx264')) {
    throw new Error(`This ffmpeg cannot encode H.264 (no libx264). ${INSTALL_HINT}`);
  }
}

export interface EncodeOptions {
  /** The ffmpeg concat list of frames and their durations. */
  frameList: string;
  output: string;
  width: number;
  height: number;
  fps: number;
  /** x264's constant rate factor: higher is smaller and blurrier (23 is x264's default). */
  crf: number;
  /** Total length in seconds, for the progress line. */
  expectedSeconds: number;
  onProgress(fraction: number): void;
}

/**
 * Encodes the frames to an MP4 every browser plays: H.264 (main profile), yuv420p, constant frame rate, no
 * audio, with the index at the front (faststart) so playback starts before the whole file arrives.
 */
export function encodeMp4(options: EncodeOptions): Promise<void> {
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    options.frameList,
    '-vf',
    `scale=${options.width}:${options.height}:flags=lanczos,fps=${options.fps},format=yuv420p`,
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    'slow',
    '-tune',
    'stillimage',
    '-crf',
    String(options.crf),
    // A keyframe every 2 seconds keeps seeking quick.
    '-g',
    String(options.fps * 2),
    '-an',
    '-movflags',
    '+faststart',
    '-progress',
    'pipe:1',
    '-nostats',
    options.output,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /out_time_us=(\d+)/.exec(chunk.toString());
      if (match) options.onProgress(Math.min(1, Number(match[1]) / 1e6 / options.expectedSeconds));
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg failed (exit ${code}): ${errors.trim()}`));
    });
  });
}

/** The duration in seconds ffprobe reads from a video file, or undefined without ffprobe. */
export function probeDuration(file: string): number | undefined {
  const probe = spawnSync(
    process.env.FFPROBE_PATH ?? 'ffprobe',
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file],
    { encoding: 'utf8' },
  );
  const seconds = Number(probe.stdout?.trim());
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}
