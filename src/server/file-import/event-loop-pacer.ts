import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Hands the event loop back whenever a long job has held it for `budgetMs`: `await pacer.pace()` in a loop
 * costs a clock read most of the time and a `setImmediate` turn (timers, sockets, other requests) when the
 * budget is spent. A budget of 20 ms keeps every turn of an import far below the 100 ms others may wait.
 */
export interface Pacer {
  pace(): Promise<void> | undefined;
}

export function createPacer(budgetMs = 20): Pacer {
  let since = performance.now();
  return {
    pace() {
      if (performance.now() - since < budgetMs) return undefined;
      return nextTurn().then(() => {
        since = performance.now();
      });
    },
  };
}
