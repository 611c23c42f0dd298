import { describe, expect, it } from 'vitest';
import { writeInBatches } from './write-in-batches';

describe('writeInBatches', () => {
  it('writes every item once, in order, in batches of the given size', async () => {
    const batches: { start: number; items: readonly number[] }[] = [];
    await writeInBatches([1, 2, 3, 4, 5, 6, 7], 3, async (items, start) => void batches.push({ start, items }));
    expect(batches).toEqual([
      { start: 0, items: [1, 2, 3] },
      { start: 3, items: [4, 5, 6] },
      { start: 6, items: [7] },
    ]);
  });

  it('hands the event loop back between batches that hold it', async () => {
    let turnsBetween = 0;
    const ticker = setInterval(() => (turnsBetween += 1), 0);
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    // Ten batches of 30 ms of synchronous work (as PGlite's inserts are, on this thread).
    await writeInBatches(Array.from({ length: 10 }, (_, i) => i), 1, async () => busy(30));
    clearInterval(ticker);
    expect(turnsBetween).toBeGreaterThanOrEqual(5);
  });
});
