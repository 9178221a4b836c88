/**
 * Records the product demo shown on the landing page: starts the app on a throw-away database, walks
 * Chromium through what a new user does (landing page, sign-up, dashboard, Do Not Contact, plan) and
 * encodes the screencast with ffmpeg to ui/public/demo/outtwit-demo.mp4, plus a poster frame.
 *
 *   npm run demo-video            (builds the app, then records)
 *
 * CHROMIUM_PATH and FFMPEG_PATH point at other binaries; DEMO_VIDEO_CRF trades size for sharpness.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../test/browser/support/browser';
import { freePort } from '../test/support/free-port';
import { startThrowawayPostgres } from '../test/support/throwaway-postgres';
import { checkFfmpeg, encodeMp4, probeDuration } from './record-demo-video.encode';
import { installOverlay } from './record-demo-video.overlay';
import { startScreencast } from './record-demo-video.screencast';
import { demoTour, openLandingPage, showPosterScene } from './record-demo-video.tour';

const SIZE = { width: 1280, height: 720 };
const FPS = 25;
const CRF = Number(process.env.DEMO_VIDEO_CRF ?? 30);
const MAX_BYTES = 3 * 1024 * 1024;

const root = path.resolve(__dirname, '..');
const outputDir = path.join(root, 'ui', 'public', 'demo');
const videoFile = path.join(outputDir, 'outtwit-demo.mp4');
const posterFile = path.join(outputDir, 'outtwit-demo-poster.jpg');

function say(message: string): void {
  process.stdout.write(message + '\n');
}

function progressBar(fraction: number): string {
  const width = 30;
  const done = Math.round(fraction * width);
  return `[${'#'.repeat(done)}${'.'.repeat(width - done)}] ${Math.round(fraction * 100)}%`;
}

function checkPrerequisites(): void {
  checkFfmpeg();
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium was not found at ${chromiumPath}. Install it with: bash scripts/ensure-chromium.sh`);
  }
  for (const built of [path.join('dist', 'src', 'main.js'), path.join('ui', 'dist', 'index.html')]) {
    if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing. Build the app first: npm run build`);
  }
}

/** Waits until the server answers the landing page, or its process ends. */
async function waitUntilUp(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited with code ${server.exitCode} while starting`);
    try {
      if ((await fetch(url + '/')).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The app did not start within 60 seconds');
}

/**
 * The built app (NestJS needs the compiler's decorator metadata, so it runs from dist/) in its own process,
 * on a free port, against a throw-away embedded PostgreSQL.
 */
async function startApp(dataDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const postgres = await startThrowawayPostgres('demo-video');
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'dist', 'src', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: 'demo-video-secret-demo-video-secret-0123',
      DATABASE_URL: postgres.url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await postgres.stop();
  };
  try {
    await waitUntilUp(url, server);
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function record(): Promise<void> {
  checkPrerequisites();
  const workDir = await mkdtemp(path.join(tmpdir(), 'outtwit-demo-video-'));
  const frameDir = path.join(workDir, 'frames');
  await mkdir(frameDir, { recursive: true });
  await mkdir(outputDir, { recursive: true });

  say('Starting the app on a throw-away database...');
  const app = await startApp(path.join(workDir, 'data'));
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: SIZE, deviceScaleFactor: 1 });
    await installOverlay(context);
    const page = await context.newPage();
    await openLandingPage(page, app.url);
    const screencast = await startScreencast(page, frameDir, SIZE);
    const startedAt = Date.now();

    // The database is new on every run, so the same address can sign up each time.
    const steps = demoTour('maya@example.com');
    for (const [index, step] of steps.entries()) {
      process.stdout.write(`  ${index + 1}/${steps.length} ${step.title}...`);
      await step.run(page);
      say(` ${((Date.now() - startedAt) / 1000).toFixed(0)} s, ${screencast.frameCount()} frames`);
    }
    const frameList = await screencast.stop();
    const seconds = (Date.now() - startedAt) / 1000;
    say(`Captured ${screencast.frameCount()} frames over ${seconds.toFixed(1)} s.`);
    say('Taking the poster frame...');
    await showPosterScene(page);
    await page.screenshot({ path: posterFile, type: 'jpeg', quality: 82 });
    await context.close();

    say(`Encoding ${path.relative(root, videoFile)} (H.264, CRF ${CRF})...`);
    let lastBar = '';
    await encodeMp4({
      frameList,
      output: videoFile,
      ...SIZE,
      fps: FPS,
      crf: CRF,
      expectedSeconds: seconds,
      onProgress: (fraction) => {
        const bar = progressBar(fraction);
        if (bar !== lastBar) process.stdout.write(`\r  ${bar}`);
        lastBar = bar;
      },
    });
    process.stdout.write(`\r  ${progressBar(1)}\n`);

    const { size } = await stat(videoFile);
    const duration = probeDuration(videoFile);
    say(
      `Done: ${path.relative(root, videoFile)}, ${(size / 1024 / 1024).toFixed(2)} MB` +
        (duration ? `, ${duration.toFixed(1)} s` : '') +
        `; poster ${path.relative(root, posterFile)}.`,
    );
    if (size > MAX_BYTES) {
      say(`Warning: the video is over ${MAX_BYTES / 1024 / 1024} MB; re-run with a higher DEMO_VIDEO_CRF (e.g. 34).`);
    }
  } finally {
    await browser.close().catch(() => undefined);
    await app.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

record().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`\nCould not record the demo video: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
