import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefusalLog } from './refusal';

function recordingLogger() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  const log = { warn: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }) } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('RefusalLog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the first refusal at once and the rest of each second as one counted line', () => {
    const { log, lines } = recordingLogger();
    const refusals = new RefusalLog(log, 1000);
    for (let i = 0; i < 3000; i++) refusals.record('draining');
    expect(lines).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.fields).toEqual({ reason: 'draining', refused: 2999 });
    vi.advanceTimersByTime(5000);
    expect(lines).toHaveLength(2);
  });

  it('keeps one line per second while refusals go on, and counts each reason apart', () => {
    const { log, lines } = recordingLogger();
    const refusals = new RefusalLog(log, 1000);
    for (let second = 0; second < 10; second++) {
      for (let i = 0; i < 100; i++) {
        refusals.record('overloaded');
        refusals.record('draining');
      }
      vi.advanceTimersByTime(1000);
    }
    expect(lines.length).toBeLessThanOrEqual(22);
    const total = (reason: string) =>
      lines.filter((line) => line.fields.reason === reason).reduce((sum, line) => sum + (line.fields.refused as number), 0);
    expect(total('overloaded')).toBe(1000);
    expect(total('draining')).toBe(1000);
  });

  it('writes what is still counted when the app closes', () => {
    const { log, lines } = recordingLogger();
    const refusals = new RefusalLog(log, 1000);
    for (let i = 0; i < 5; i++) refusals.record('draining');
    refusals.flushAll();
    expect(lines.map((line) => line.fields.refused)).toEqual([1, 4]);
  });
});
