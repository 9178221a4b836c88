// `npm start`: builds what changed since the last start (the server, the UI, or neither), then runs the app.
// Ctrl-C stops the app; this script waits for it and ends quietly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInputs, mustBuild, newestChange } from './start-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Where a successful build leaves its mark (the build may leave files behind when it fails). */
const stamps = { server: path.join(root, 'dist', '.built'), ui: path.join(root, 'ui', 'dist', '.built') };
const scripts = { server: 'build:server', ui: 'build:ui' };

const builtAt = (stamp) => (existsSync(stamp) ? statSync(stamp).mtimeMs : undefined);

const inputs = buildInputs(root);
for (const part of ['server', 'ui']) {
  if (!mustBuild(builtAt(stamps[part]), newestChange(inputs[part]))) {
    console.log(`The ${part === 'ui' ? 'UI' : 'server'} is up to date, not rebuilt.`);
    continue;
  }
  const started = Date.now();
  const result = spawnSync(npm, ['run', '--silent', scripts[part]], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  mkdirSync(path.dirname(stamps[part]), { recursive: true });
  // Stamped with the time the build started: a change made while it ran is built next time.
  writeFileSync(stamps[part], '');
  utimesSync(stamps[part], new Date(started), new Date(started));
}

// In a process group of its own, so Ctrl-C in the terminal reaches only this script: passed on to the app, which
// shuts down in order and stops its embedded PostgreSQL last (given Ctrl-C at once, the database went first and
// the app logged the lost connections as errors).
const app = spawn(process.execPath, [path.join(root, 'dist', 'src', 'main.js')], { cwd: root, stdio: 'inherit', detached: true });
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = true;
    app.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}
app.on('exit', (code, signal) => {
  // Stopped on purpose is a normal end, not a failure for npm to report.
  if (interrupted && (code === 0 || signal !== null)) process.exit(0);
  process.exit(code ?? 1);
});
