import { intlLocale, NOT_AVAILABLE, type Language } from './format';

// Times in exports are written in the seller's time zone, with the zone named (decision 0019).

/** The zone used when the browser names none: exports then say "UTC" rather than pretend to be local. */
export const DEFAULT_TIME_ZONE = 'UTC';

const formats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(id, format);
  }
  return format;
}

/** True for an IANA time zone the runtime knows ("Asia/Riyadh", "UTC"); false for anything else. */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function toDate(date: Date | string): Date | null {
  const value = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(value.getTime()) ? null : value;
}

/**
 * Date and time in a zone with the zone's name in the reader's language:
 * "Mar 9, 2026, 5:05 PM Arabian Standard Time".
 */
export function formatZonedDateTime(date: Date | string, language: Language, timeZone: string): string {
  const value = toDate(date);
  if (!value) return NOT_AVAILABLE;
  return cachedFormat(intlLocale(language), {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'long',
  }).format(value);
}

/** ISO 8601 in a zone with its offset, to the second: "2026-03-09T17:05:00+03:00". */
export function isoWithOffset(date: Date | string, timeZone: string): string {
  const value = toDate(date);
  if (!value) return NOT_AVAILABLE;
  const parts = Object.fromEntries(
    cachedFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(value)
      .map((part) => [part.type, part.value]),
  );
  // "GMT+03:00", or "GMT" alone at offset zero.
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : String(parts.timeZoneName).replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
