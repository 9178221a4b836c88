import { Logger } from '@nestjs/common';

/** Work that runs after the response (mail, cleanup); failures are logged, and shutdown waits for it. */
export class BackgroundTasks {
  private readonly logger = new Logger('Auth');
  private readonly pending = new Set<Promise<unknown>>();

  readonly run = (task: Promise<unknown>): void => {
    const tracked = task
      .catch((error: unknown) => this.logger.error(`background task failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  };

  /** Waits for the tasks in flight, up to `timeoutMs`. */
  async drain(timeoutMs = 5000): Promise<void> {
    if (this.pending.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.pending]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
  }
}
