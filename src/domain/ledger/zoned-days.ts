// Calendar days in a time zone and the instants that bound them. A seller's day runs from local midnight to
// local midnight, whatever the zone's offset or its daylight-saving changes.

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

function offsetByClock(instantMs: number, timeZone: string): number {
  const parts = Object.fromEntries(partsFormat(timeZone).formatToParts(new Date(instantMs)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

const HOUR_MS = 3_600_000;
// The offset of each zone and UTC hour, when it is the same at both ends of the hour (a zone changes its
// offset at most once in an hour): an import reads thousands of times a day, and asking Intl costs about
// 10 µs a time. `null` marks an hour with a change inside it, worked out instant by instant.
const hourOffsets = new Map<string, number | null>();
const HOUR_OFFSETS_MAX = 100_000;

/** The zone's offset from UTC at an instant, in milliseconds (Casablanca in winter: +3,600,000). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  const hour = Math.floor(instantMs / HOUR_MS);
  const key = `${timeZone} ${hour}`;
  let offset = hourOffsets.get(key);
  if (offset === undefined) {
    const start = offsetByClock(hour * HOUR_MS, timeZone);
    offset = start === offsetByClock(hour * HOUR_MS + HOUR_MS - 1000, timeZone) ? start : null;
    if (hourOffsets.size >= HOUR_OFFSETS_MAX) hourOffsets.clear();
    hourOffsets.set(key, offset);
  }
  return offset ?? offsetByClock(instantMs, timeZone);
}

/** The instant of a wall-clock time in a zone (for a time a clock change skips, the instant after the gap). */
export function zonedTimeToInstant(wall: { year: number; month: number; day: number; hour?: number; minute?: number; second?: number }, timeZone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0, wall.second ?? 0);
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  return asUtc - zoneOffsetMs(first, timeZone);
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone. */
export function dayInZone(instantMs: number, timeZone: string): string {
  return new Date(instantMs + zoneOffsetMs(instantMs, timeZone)).toISOString().slice(0, 10);
}

/** The instant a day (YYYY-MM-DD) starts in a zone. */
export function dayStartInZone(day: string, timeZone: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zonedTimeToInstant({ year, month, day: date }, timeZone);
}

/** The day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the ISO week a day falls in. */
export function weekMonday(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** A zone's offset from UTC in force from an instant on (until the next change, if any). */
export interface OffsetFrom {
  fromMs: number;
  offsetMs: number;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * The zone's offsets over a span of instants: the offset at `startMs`, then each change up to `endMs` with the
 * minute it takes effect. Days are stepped one at a time and a change inside a day found by halving it to the
 * minute (zones change on a whole minute). Two changes within one day would be seen as none; no zone does that.
 */
export function zoneOffsetsOver(timeZone: string, startMs: number, endMs: number): OffsetFrom[] {
  const first = { fromMs: startMs, offsetMs: zoneOffsetMs(startMs, timeZone) };
  const offsets: OffsetFrom[] = [first];
  if (timeZone === 'UTC') return offsets;
  let before = startMs;
  let offset = first.offsetMs;
  while (before < endMs) {
    const after = Math.min(before + DAY_MS, endMs);
    const next = zoneOffsetMs(after, timeZone);
    if (next !== offset) {
      // The first minute at `next`: `low` still has the old offset, `high` the new one.
      let low = before;
      let high = after;
      while (high - low > MINUTE_MS) {
        const middle = low + Math.max(1, Math.floor((high - low) / 2 / MINUTE_MS)) * MINUTE_MS;
        const middleOffset = zoneOffsetMs(middle, timeZone);
        if (middleOffset === offset) low = middle;
        else high = middle;
      }
      // The whole minute after `low` lies within (low, high].
      const change = Math.floor(low / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
      offsets.push({ fromMs: zoneOffsetMs(change, timeZone) === next ? change : high, offsetMs: next });
      offset = next;
    }
    before = after;
  }
  return offsets;
}
