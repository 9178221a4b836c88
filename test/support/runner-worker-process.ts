import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { scriptCommand } from './script-command';

const root = path.resolve(__dirname, '../..');

/** The script a worker process runs: the runner's dispatcher alone, on the database and X given in its environment. */
export const DISPATCHER_SCRIPT = path.join(__dirname, 'runner-dispatcher-process.ts');

/** How node runs the dispatcher script: its bundle once bundleDispatcher() made it, else through tsx. */
let dispatcherArgs: string[] = ['--import', 'tsx', DISPATCHER_SCRIPT];

/** Bundles the dispatcher script (script-command.ts), so a hundred worker restarts stay within a minute or two. */
export async function bundleDispatcher(): Promise<void> {
  dispatcherArgs = await scriptCommand(path.relative(root, DISPATCHER_SCRIPT));
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
    this.child = spawn(process.execPath, dispatcherArgs, {
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
