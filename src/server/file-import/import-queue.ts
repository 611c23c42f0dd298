import pLimit, { type LimitFunction } from 'p-limit';

/**
 * A per-process queue for heavy imports: at most `concurrency` run at once, the rest wait their turn in
 * arrival order. Together with the pacer's short turns, one seller's large file cannot take the CPU from
 * everyone: other requests still get their turns, and a second large file waits instead of doubling the load.
 */
export interface ImportQueue {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Imports waiting for a turn (not counting the ones running). */
  readonly waiting: number;
  readonly running: number;
}

export function createImportQueue(concurrency = 1): ImportQueue {
  const limit: LimitFunction = pLimit(concurrency);
  return {
    run: (job) => limit(job),
    get waiting() {
      return limit.pendingCount;
    },
    get running() {
      return limit.activeCount;
    },
  };
}

/** The process's one queue for heavy imports (order files of every seller). */
export const heavyImports: ImportQueue = createImportQueue(1);
