import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The script a worker process runs: the runner's dispatcher alone, on the database and X given in its environment. */
export const DISPATCHER_SCRIPT = path.join(__dirname, 'runner-dispatcher-process.ts');

let bundled: string | null = null;

/**
 * Bundles the dispatcher script into one CommonJS file (dependencies left to node_modules), so each worker
 * loads in a fraction of the time tsx takes to compile the sources: a hundred restarts stay within a minute
 * or two. Without esbuild (tsx's compiler) workers run through tsx.
 */
export async function bundleDispatcher(): Promise<void> {
  const outfile = path.join(root, 'node_modules', '.cache', 'outtwit-runner-dispatcher', `${process.pid}.cjs`);
  try {
    const esbuild = await import('esbuild');
    await esbuild.build({
      entryPoints: [DISPATCHER_SCRIPT],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      packages: 'external',
      tsconfig: path.join(root, 'tsconfig.json'),
      outfile,
      logLevel: 'error',
    });
    bundled = outfile;
  } catch {
    bundled = null;
  }
}

export async function removeDispatcherBundle(): Promise<void> {
  if (bundled) await rm(bundled, { force: true });
  bundled = null;
}

/** What the dispatcher process reads from its environment. */
export interface DispatcherEnvironment {
  DATABASE_URL: string;
  X_API_BASE_URL: string;
  /** JSON ActiveSession[]: the connected accounts' sessions. */
  RUNNER_SESSIONS: string;
  RUNNER_CONCURRENCY?: string;
}

/**
 * A dispatcher running in its own process, to be killed with SIGKILL like a worker whose machine dies. The
 * process loads at once and starts its dispatcher on `go()`, so the next worker can load while one works.
 */
export class WorkerProcess {
  /** Loaded, waiting for `go()`. */
  readonly booted: Promise<void>;
  /** The dispatcher claims runs. */
  readonly ready: Promise<void>;
  readonly exited: Promise<number | null>;
  private stderr = '';
  private readonly child: ChildProcess;

  constructor(env: DispatcherEnvironment) {
    this.child = spawn(process.execPath, bundled ? [bundled] : ['--import', 'tsx', DISPATCHER_SCRIPT], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stderr?.on('data', (chunk) => {
      this.stderr = `${this.stderr}${String(chunk)}`.slice(-4000);
    });
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
    let out = '';
    const said = (line: string) =>
      new Promise<void>((resolve, reject) => {
        const onData = () => {
          if (!out.includes(line)) return;
          this.child.stdout?.off('data', onData);
          resolve();
        };
        this.child.stdout?.on('data', onData);
        void this.exited.then((code) => reject(new Error(`The dispatcher process exited (${code}) before '${line}': ${this.stderr}`)));
      });
    this.child.stdout?.on('data', (chunk) => {
      out += String(chunk);
    });
    this.booted = said('booted');
    this.ready = said('dispatcher ready');
    // Keeps an unobserved early exit from surfacing as an unhandled rejection; callers await them.
    this.booted.catch(() => undefined);
    this.ready.catch(() => undefined);
  }

  /** Starts the dispatcher (once loaded); resolves when it claims runs. */
  async go(): Promise<void> {
    await this.booted;
    this.child.stdin?.write('go\n');
    await this.ready;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  get errors(): string {
    return this.stderr;
  }

  /** SIGKILL: no clean-up runs in the process (no finally, no pool close, no lease release). */
  kill(): void {
    if (this.alive) this.child.kill('SIGKILL');
  }

  async killAndWait(): Promise<void> {
    this.kill();
    await this.exited;
  }
}
