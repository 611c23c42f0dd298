import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors';

/** Why the server turned a request away although nothing is broken. */
export type RefusalReason = 'draining' | 'overloaded' | 'databaseDown';

const LOG_MESSAGES: Record<RefusalReason, string> = {
  draining: 'refusing requests: the server is draining',
  overloaded: 'refusing requests: the server is under pressure',
  databaseDown: 'refusing requests: the database is unavailable',
};

/**
 * A 503 the server chose to answer (a drain, load shedding). It is expected behaviour, not a fault,
 * so it is logged as a rate-limited warning without a stack rather than as an error.
 */
export class Refusal extends AppError {
  constructor(
    readonly reason: RefusalReason,
    message: string,
    headers: Record<string, string>,
  ) {
    super('UNAVAILABLE', message, { headers });
  }
}

interface Window {
  count: number;
  timer: NodeJS.Timeout;
}

/**
 * Logs refusals at most once per reason per window: the first at once, then while refusals go on one
 * line per window carrying how many it stands for. A 10 s drain under load logged 3,053 error lines
 * with stacks before this.
 */
export class RefusalLog {
  private readonly windows = new Map<RefusalReason, Window>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly windowMs = 1000,
  ) {}

  /** Counts one refusal; the first of a window is logged at once, with `detail` (its cause, never a stack). */
  record(reason: RefusalReason, detail: object = {}): void {
    const open = this.windows.get(reason);
    if (open) {
      open.count++;
      return;
    }
    this.log.warn({ ...detail, reason, refused: 1 }, LOG_MESSAGES[reason]);
    const window: Window = { count: 0, timer: setTimeout(() => this.flush(reason), this.windowMs).unref() };
    this.windows.set(reason, window);
  }

  /** Writes what the open windows counted (on close, so the last second is not lost). */
  flushAll(): void {
    for (const reason of [...this.windows.keys()]) {
      const window = this.windows.get(reason)!;
      clearTimeout(window.timer);
      this.write(reason, window.count);
      this.windows.delete(reason);
    }
  }

  private flush(reason: RefusalReason): void {
    const window = this.windows.get(reason)!;
    if (window.count === 0) {
      this.windows.delete(reason);
      return;
    }
    this.write(reason, window.count);
    window.count = 0;
    window.timer.refresh();
  }

  private write(reason: RefusalReason, count: number): void {
    if (count > 0) this.log.warn({ reason, refused: count }, `${LOG_MESSAGES[reason]} (${count} more)`);
  }
}
