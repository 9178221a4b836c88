import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');

/** The script a worker process runs: the runner's dispatcher alone, on the database and X given in its environment. */
export const DISPATCHER_SCRIPT = path.join(__dirname, 'dispatcher-process.ts');

/** What the dispatcher process reads from its environment. */
export interface DispatcherEnvironment {
  DATABASE_URL: string;
  X_API_BASE_URL: string;
  VAULT_KEY: string;
  /** How long a claimed step holds its run before another worker may take it (a killed worker's lease). */
  RUNNER_LEASE_MS?: string;
  RUNNER_DELAY_SCALE?: string;
  RUNNER_ACCOUNT_DAILY_CAP?: string;
}

/** A dispatcher running in its own process, to be killed with SIGKILL like a worker whose machine dies. */
export class WorkerProcess {
  readonly ready: Promise<void>;
  readonly exited: Promise<number | null>;
  private stderr = '';
  private readonly child: ChildProcess;

  constructor(env: DispatcherEnvironment) {
    this.child = spawn(process.execPath, ['--import', 'tsx', DISPATCHER_SCRIPT], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stderr?.on('data', (chunk) => {
      this.stderr = `${this.stderr}${String(chunk)}`.slice(-4000);
    });
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
    this.ready = new Promise((resolve, reject) => {
      let out = '';
      const onData = (chunk: Buffer) => {
        out += String(chunk);
        if (out.includes('dispatcher ready')) {
          this.child.stdout?.off('data', onData);
          this.child.stdout?.resume();
          resolve();
        }
      };
      this.child.stdout?.on('data', onData);
      void this.exited.then((code) => reject(new Error(`The dispatcher process exited (${code}) before it was ready: ${this.stderr}`)));
    });
    // Keeps an unobserved early exit from surfacing as an unhandled rejection; callers await `ready`.
    this.ready.catch(() => undefined);
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
