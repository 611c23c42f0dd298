import { describe, expect, it } from 'vitest';
import { addDays, dayInZone, dayStartInZone, weekMonday, zonedTimeToInstant } from './zoned-days';

describe('zoned days', () => {
  it('puts 23:30 UTC on the next day in Riyadh (UTC+3) and the same day in UTC', () => {
    const instant = Date.parse('2026-03-01T23:30:00Z');
    expect(dayInZone(instant, 'Asia/Riyadh')).toBe('2026-03-02');
    expect(dayInZone(instant, 'UTC')).toBe('2026-03-01');
  });

  it('starts a Riyadh day at 21:00 UTC the evening before', () => {
    expect(new Date(dayStartInZone('2026-03-02', 'Asia/Riyadh')).toISOString()).toBe('2026-03-01T21:00:00.000Z');
  });

  it('starts a Paris day at 23:00 UTC in winter and 22:00 UTC in summer', () => {
    expect(new Date(dayStartInZone('2026-01-15', 'Europe/Paris')).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(new Date(dayStartInZone('2026-07-15', 'Europe/Paris')).toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });

  it('reads a wall-clock time in a zone', () => {
    expect(new Date(zonedTimeToInstant({ year: 2026, month: 3, day: 1, hour: 10, minute: 15 }, 'Asia/Riyadh')).toISOString()).toBe('2026-03-01T07:15:00.000Z');
  });

  it.each([
    ['2026-03-02', '2026-03-02'],
    ['2026-03-08', '2026-03-02'],
    ['2026-03-04', '2026-03-02'],
    ['2026-01-01', '2025-12-29'],
  ])('the week of %s starts on Monday %s', (day, monday) => expect(weekMonday(day)).toBe(monday));

  it('adds days across a month and a year', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
