// The daily screen's periods, as calendar days in the seller's time zone (both ends included).

export const RANGE_PRESETS = ['today', 'days7', 'days30', 'month', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DayRange {
  from: string;
  to: string;
}

/** The calendar day (YYYY-MM-DD) that `now` falls on in `timeZone`. */
export function dayIn(timeZone: string, now: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day `days` after (or before, when negative) a calendar day. */
export function addDays(day: string, days: number): string {
  const value = new Date(`${day}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** The days a preset covers, ending today in the seller's zone: 7 days is today and the 6 before it. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, timeZone: string, now: Date): DayRange {
  const today = dayIn(timeZone, now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'days7':
      return { from: addDays(today, -6), to: today };
    case 'days30':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}
