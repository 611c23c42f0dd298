import { describe, expect, it } from 'vitest';
import { createImportQueue } from './import-queue';

describe('createImportQueue', () => {
  it('runs one import at a time in arrival order; the others wait their turn', async () => {
    const queue = createImportQueue(1);
    const events: string[] = [];
    let release!: () => void;
    const first = queue.run(async () => {
      events.push('first starts');
      await new Promise<void>((resolve) => (release = resolve));
      events.push('first ends');
      return 1;
    });
    const second = queue.run(async () => {
      events.push('second starts');
      return 2;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 1, waiting: 1 });
    release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts']);
  });

  it('lets the next import run when one fails', async () => {
    const queue = createImportQueue(1);
    const failed = queue.run(() => Promise.reject(new Error('bad file')));
    await expect(failed).rejects.toThrow('bad file');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
