import { describe, expect, it } from 'vitest';
import { addDays, dayInZone, dayStartInZone, weekMonday, zonedTimeToInstant, zoneOffsetMs, zoneOffsetsOver } from './zoned-days';

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

  it('tells the offset on both sides of a clock change, on the hour and inside an hour, however often asked', () => {
    const hour = 3_600_000;
    // Paris moves from UTC+1 to UTC+2 at 01:00 UTC on 29 March 2026.
    for (let round = 0; round < 2; round++) {
      expect(zoneOffsetMs(Date.parse('2026-03-29T00:59:59Z'), 'Europe/Paris')).toBe(hour);
      expect(zoneOffsetMs(Date.parse('2026-03-29T01:00:00Z'), 'Europe/Paris')).toBe(2 * hour);
    }
    // St. John's (UTC−3:30) moves to UTC−2:30 at 02:00 local on 8 March 2026, which is 05:30 UTC: the
    // change falls inside a UTC hour, asked first at the hour's start.
    expect(zoneOffsetMs(Date.parse('2026-03-08T05:00:00Z'), 'America/St_Johns')).toBe(-3.5 * hour);
    expect(zoneOffsetMs(Date.parse('2026-03-08T05:29:59Z'), 'America/St_Johns')).toBe(-3.5 * hour);
    expect(zoneOffsetMs(Date.parse('2026-03-08T05:30:00Z'), 'America/St_Johns')).toBe(-2.5 * hour);
    expect(zoneOffsetMs(Date.parse('2026-03-08T05:59:59Z'), 'America/St_Johns')).toBe(-2.5 * hour);
  });

  it('adds days across a month and a year', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  describe('offsets over a span', () => {
    const hour = 3_600_000;
    const at = (text: string) => Date.parse(text);

    it('lists Casablanca going back to UTC+0 for Ramadan 2027 and forward to UTC+1 after it', () => {
      // Node's Intl (timeZoneName 'longOffset', read minute by minute from 1 January to 1 April 2027) shows
      // GMT+01:00 until 2027-02-07T01:59Z, GMT+00:00 from 02:00Z (03:00 local falls back to 02:00), and GMT+01:00
      // again from 2027-03-14T02:00Z (02:00 local jumps to 03:00).
      expect(zoneOffsetsOver('Africa/Casablanca', at('2027-01-20T10:00:00Z'), at('2027-03-30T00:00:00Z'))).toEqual([
        { fromMs: at('2027-01-20T10:00:00Z'), offsetMs: hour },
        { fromMs: at('2027-02-07T02:00:00Z'), offsetMs: 0 },
        { fromMs: at('2027-03-14T02:00:00Z'), offsetMs: hour },
      ]);
    });

    it('lists Paris leaving summer time at 01:00 UTC on 25 October 2026', () => {
      // Paris is UTC+2 in summer and UTC+1 from 03:00 local (01:00 UTC) on the last Sunday of October.
      expect(zoneOffsetsOver('Europe/Paris', at('2026-10-01T00:00:00Z'), at('2026-11-01T00:00:00Z'))).toEqual([
        { fromMs: at('2026-10-01T00:00:00Z'), offsetMs: 2 * hour },
        { fromMs: at('2026-10-25T01:00:00Z'), offsetMs: hour },
      ]);
    });

    it('gives one offset for a span without a change, and for UTC', () => {
      // Casablanca in November 2026 is UTC+1 all month; Dubai is UTC+4 all year.
      expect(zoneOffsetsOver('Africa/Casablanca', at('2026-11-01T00:00:00Z'), at('2026-11-30T00:00:00Z'))).toEqual([{ fromMs: at('2026-11-01T00:00:00Z'), offsetMs: hour }]);
      expect(zoneOffsetsOver('Asia/Dubai', at('2026-01-01T00:00:00Z'), at('2026-12-31T00:00:00Z'))).toEqual([{ fromMs: at('2026-01-01T00:00:00Z'), offsetMs: 4 * hour }]);
      expect(zoneOffsetsOver('UTC', at('2026-01-01T00:00:00Z'), at('2026-12-31T00:00:00Z'))).toEqual([{ fromMs: at('2026-01-01T00:00:00Z'), offsetMs: 0 }]);
    });

    it('finds a change that falls off the hour, and one at the very end of the span', () => {
      // St. John's moves from UTC−3:30 to UTC−2:30 at 02:00 local on 8 March 2026, which is 05:30 UTC.
      expect(zoneOffsetsOver('America/St_Johns', at('2026-03-07T00:00:17Z'), at('2026-03-08T05:30:00Z'))).toEqual([
        { fromMs: at('2026-03-07T00:00:17Z'), offsetMs: -3.5 * hour },
        { fromMs: at('2026-03-08T05:30:00Z'), offsetMs: -2.5 * hour },
      ]);
    });
  });
});
