import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { rowsOf } from './json-rows';
import { localDaySql, spanOf } from './local-day';

// The database's day of an instant by the offsets Node gives, whatever the database's own zone data says.
const { database } = await createTestApp();

async function daysOf(instants: string[], timeZone: string, span = spanOf(instants)!) {
  const rows = await rowsOf<{ day: string }>(
    database.db,
    sql`select ${localDaySql(sql`t.at`, timeZone, span)}::text as day
      from json_array_elements_text(${JSON.stringify(instants)}::json) with ordinality as e(at_text, n), lateral (select e.at_text::timestamptz as at) as t
      order by e.n`,
  );
  return rows.map((row) => row.day);
}

describe('the local day in SQL', () => {
  it('follows Casablanca into and out of Ramadan 2027 at 23:30 UTC', async () => {
    // UTC+1 until 2027-02-07T02:00Z, UTC+0 until 2027-03-14T02:00Z, then UTC+1 (Node's Intl, minute by minute).
    // 6 Feb 23:30Z + 1 h = 7 Feb 00:30; 7 Feb 23:30Z + 0 = 7 Feb; 13 Mar 23:30Z + 0 = 13 Mar; 14 Mar 23:30Z + 1 h = 15 Mar 00:30.
    expect(await daysOf(['2027-02-06T23:30:00Z', '2027-02-07T23:30:00Z', '2027-03-13T23:30:00Z', '2027-03-14T23:30:00Z'], 'Africa/Casablanca')).toEqual([
      '2027-02-07',
      '2027-02-07',
      '2027-03-13',
      '2027-03-15',
    ]);
  });

  it('follows Paris out of summer time, and counts a row past its span at the nearer end', async () => {
    // UTC+2 until 2026-10-25T01:00Z, then UTC+1: 24 Oct 22:30Z + 2 h = 25 Oct 00:30; 25 Oct 22:30Z + 1 h = 25 Oct
    // 23:30; 25 Oct 23:30Z + 1 h = 26 Oct 00:30.
    const instants = ['2026-10-24T22:30:00Z', '2026-10-25T22:30:00Z', '2026-10-25T23:30:00Z'];
    expect(await daysOf(instants, 'Europe/Paris')).toEqual(['2026-10-25', '2026-10-25', '2026-10-26']);
    // A span of the first row alone: the later rows take its UTC+2, 25 Oct 22:30Z + 2 h = 26 Oct 00:30.
    expect(await daysOf(instants, 'Europe/Paris', spanOf([instants[0]!])!)).toEqual(['2026-10-25', '2026-10-26', '2026-10-26']);
  });

  it('gives the UTC day for UTC and refuses a text that is no instant', async () => {
    expect(await daysOf(['2026-11-15T23:30:00Z', '2026-11-16T00:30:00Z'], 'UTC')).toEqual(['2026-11-15', '2026-11-16']);
    expect(() => spanOf(['not a date'])).toThrow('Not an instant');
    expect(spanOf([])).toBeNull();
  });
});
