import { describe, expect, it } from 'vitest';
import { addDays, dayIn, presetRange } from './date-range';

describe('the daily screen’s periods', () => {
  // 23:30 UTC on 31 January is already 1 February in Riyadh (UTC+3) and still 31 January in New York.
  const lateEvening = new Date('2026-01-31T23:30:00Z');

  it('takes today in the seller’s time zone, not the browser’s', () => {
    expect(dayIn('Asia/Riyadh', lateEvening)).toBe('2026-02-01');
    expect(dayIn('America/New_York', lateEvening)).toBe('2026-01-31');
    expect(dayIn('UTC', lateEvening)).toBe('2026-01-31');
  });

  it.each([
    ['today', 'Asia/Riyadh', { from: '2026-02-01', to: '2026-02-01' }],
    ['days7', 'UTC', { from: '2026-01-25', to: '2026-01-31' }],
    ['days30', 'UTC', { from: '2026-01-02', to: '2026-01-31' }],
    ['month', 'UTC', { from: '2026-01-01', to: '2026-01-31' }],
    ['month', 'Asia/Riyadh', { from: '2026-02-01', to: '2026-02-01' }],
  ] as const)('%s in %s', (preset, zone, range) => {
    expect(presetRange(preset, zone, lateEvening)).toEqual(range);
  });

  it('counts days across a month end and a leap day', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-10', -29)).toBe('2026-02-09');
  });
});
