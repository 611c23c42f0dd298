import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authThrottle } from '../db/schema';

/** One key's count in its current window, this attempt included. */
export interface Counted {
  key: string;
  count: number;
  windowStartedAt: Date;
}

/** No counter runs longer than this; older rows are dead and get pruned. */
export const LONGEST_WINDOW_MS = 60 * 60_000;
const PRUNE_EVERY_MS = 5 * 60_000;
let lastPruneMs = 0;

/**
 * Adds one attempt to every key in ONE statement and returns the counts after it. The row locks of
 * the upsert make it atomic across requests and processes: of N concurrent callers exactly one sees
 * each count, so "count ≤ limit" admits at most `limit` of them. A window that has run out starts
 * again at 1. Keys are sorted so that two statements always lock shared rows in the same order.
 */
export async function countAttempts(db: Db, keys: string[], windowMs: number, now: Date): Promise<Map<string, Counted>> {
  await pruneNowAndThen(db, now);
  const nowIso = now.toISOString();
  const expired = sql`${authThrottle.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const rows = await db
    .insert(authThrottle)
    .values([...keys].sort().map((key) => ({ key, failures: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${authThrottle.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${nowIso}::timestamptz ELSE ${authThrottle.windowStartedAt} END`,
      },
    })
    .returning({ key: authThrottle.key, count: authThrottle.failures, windowStartedAt: authThrottle.windowStartedAt });
  return new Map(rows.map((row) => [row.key, row]));
}

/** Takes back attempts that did not count after all (refused, or a sign-in that succeeded), in their own window only. */
export async function refundAttempts(db: Db, counted: Counted[]): Promise<void> {
  if (counted.length === 0) return;
  const refunds = sql.join(
    counted.map((c) => sql`(${c.key}::text, ${c.windowStartedAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE auth_throttle AS t SET failures = GREATEST(t.failures - 1, 0)
    FROM (VALUES ${refunds}) AS r(key, started)
    WHERE t.key = r.key AND t.window_started_at = r.started`);
}

export async function forgetAttempts(db: Db, keys: string[]): Promise<void> {
  if (keys.length) await db.delete(authThrottle).where(inArray(authThrottle.key, keys));
}

/** Seconds until a counter's window ends, at least 1 (the Retry-After of a refusal). */
export function secondsLeft(counted: Counted, windowMs: number, now: Date): number {
  return Math.max(1, Math.ceil((counted.windowStartedAt.getTime() + windowMs - now.getTime()) / 1000));
}

// Every failing address and email leaves a row; without pruning, a flood of made-up emails grows the
// table for good. At most once per PRUNE_EVERY_MS per process, one request pays for the delete.
async function pruneNowAndThen(db: Db, now: Date): Promise<void> {
  if (Math.abs(now.getTime() - lastPruneMs) < PRUNE_EVERY_MS) return;
  lastPruneMs = now.getTime();
  await db.delete(authThrottle).where(lt(authThrottle.windowStartedAt, new Date(now.getTime() - LONGEST_WINDOW_MS)));
}
