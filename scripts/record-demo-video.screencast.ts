import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

/** One JPEG frame of the screencast and when Chromium painted it (seconds since the epoch). */
interface Frame {
  file: string;
  timestamp: number;
}

export interface Screencast {
  /** How many frames have arrived so far. */
  frameCount(): number;
  /**
   * Stops the capture and writes an ffmpeg concat list that holds each frame on screen until the next one
   * was painted, so the video runs at the tour's real pace. Returns the list's path.
   */
  stop(): Promise<string>;
}

/**
 * Captures a tab through the DevTools screencast (Page.startScreencast). Chromium sends a frame only when
 * something on screen changes, so each frame carries its paint time and is held until the next.
 */
export async function startScreencast(
  page: Page,
  frameDir: string,
  size: { width: number; height: number },
): Promise<Screencast> {
  const session: CDPSession = await page.context().newCDPSession(page);
  const frames: Frame[] = [];
  const pendingWrites: Promise<void>[] = [];

  session.on('Page.screencastFrame', (event) => {
    const file = path.join(frameDir, `frame-${String(frames.length).padStart(6, '0')}.jpg`);
    frames.push({ file, timestamp: event.metadata.timestamp ?? Date.now() / 1000 });
    pendingWrites.push(writeFile(file, Buffer.from(event.data, 'base64')));
    // Chromium sends the next frame only once this one is acknowledged.
    session.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => undefined);
  });
  await session.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 92,
    maxWidth: size.width,
    maxHeight: size.height,
    everyNthFrame: 1,
  });

  return {
    frameCount: () => frames.length,
    async stop() {
      const stoppedAt = Date.now() / 1000;
      await session.send('Page.stopScreencast').catch(() => undefined);
      await Promise.all(pendingWrites);
      await session.detach().catch(() => undefined);
      if (frames.length === 0) throw new Error('The screencast captured no frames');
      const lines: string[] = [];
      frames.forEach((frame, index) => {
        const next = frames[index + 1]?.timestamp ?? Math.max(stoppedAt, frame.timestamp + 1);
        lines.push(`file '${frame.file}'`, `duration ${Math.max(next - frame.timestamp, 0.001).toFixed(4)}`);
      });
      // The concat demuxer ignores the last entry's duration unless the file is listed once more.
      lines.push(`file '${frames[frames.length - 1].file}'`);
      const list = path.join(frameDir, 'frames.txt');
      await writeFile(list, lines.join('\n') + '\n');
      return list;
    },
  };
}
