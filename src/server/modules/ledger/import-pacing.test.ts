import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToOthers } from './order-writer';

// Between two batches an import lets the event loop turn; when other requests are being answered it also waits as
// long as its batch took, up to a quarter of a second, so that it takes about half the server's time beside them.
// Fake timers: what is asserted is which timers the pause waits for, not how long anything took.

afterEach(() => vi.useRealTimers());

async function settledAfter(pause: Promise<void>, advanceMs: number): Promise<boolean> {
  let settled = false;
  void pause.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(advanceMs);
  return settled;
}

describe('the pause after an import’s batch', () => {
  it('is only a turn of the event loop when no other request is waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate'] });
    expect(await settledAfter(yieldToOthers(120, () => false), 0)).toBe(true);
  });

  it('lasts as long as the batch took when others are waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate'] });
    const pause = yieldToOthers(120, () => true);
    expect(await settledAfter(pause, 119)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pause).resolves.toBeUndefined();
  });

  it('never waits more than a quarter of a second, however long the batch took', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate'] });
    const pause = yieldToOthers(5_000, () => true);
    expect(await settledAfter(pause, 249)).toBe(false);
    expect(await settledAfter(pause, 1)).toBe(true);
  });
});
