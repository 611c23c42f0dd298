import { createPacer } from './event-loop-pacer';

/**
 * Writes `items` in batches of `batchSize` through `writeBatch`, handing the event loop back between
 * batches. Call it inside the caller's transaction so the rows land together or not at all; the
 * batches only keep one statement (and its parameters) small and the loop free.
 */
export async function writeInBatches<T>(
  items: readonly T[],
  batchSize: number,
  writeBatch: (batch: readonly T[], start: number) => Promise<void>,
): Promise<void> {
  const pacer = createPacer();
  for (let start = 0; start < items.length; start += batchSize) {
    await writeBatch(items.slice(start, start + batchSize), start);
    await pacer.pace();
  }
}
