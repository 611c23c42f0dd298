import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authThrottle } from '../db/schema';
import { AppError } from '../errors';

// DESIGN §5: sign-in throttled per account and per address. An address gets more attempts than an
// account because several people may share one (an office, a mobile carrier).
export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;

export interface ThrottleKey {
  key: string;
  limit: number;
}

export function signInThrottleKeys(email: string, address: string): ThrottleKey[] {
  return [
    { key: `account:${email.toLowerCase()}`, limit: ACCOUNT_FAILURE_LIMIT },
    { key: `address:${address}`, limit: ADDRESS_FAILURE_LIMIT },
  ];
}

/** Throws 429 with Retry-After (seconds) while any of the keys is locked. The table is shared by every process. */
export async function assertNotThrottled(db: Db, keys: ThrottleKey[], now: Date): Promise<void> {
  const rows = await db
    .select({ lockedUntil: authThrottle.lockedUntil })
    .from(authThrottle)
    .where(
      inArray(
        authThrottle.key,
        keys.map((k) => k.key),
      ),
    );
  const lockedUntil = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  if (lockedUntil > now.getTime()) {
    const seconds = Math.max(1, Math.ceil((lockedUntil - now.getTime()) / 1000));
    throw new AppError('TOO_MANY_REQUESTS', 'Too many sign-in attempts. Please try again later.', {
      headers: { 'retry-after': String(seconds) },
    });
  }
}

/**
 * Counts one failure on each key in one atomic upsert per key (safe across processes): a window that
 * has run out starts again at 1; reaching the limit locks the key until the window ends.
 */
export async function recordSignInFailure(db: Db, keys: ThrottleKey[], now: Date): Promise<void> {
  const windowStartLimit = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const nowIso = now.toISOString();
  for (const { key, limit } of keys) {
    await db.execute(sql`
      INSERT INTO auth_throttle (key, failures, window_started_at, locked_until)
      VALUES (${key}, 1, ${nowIso}::timestamptz, CASE WHEN ${limit}::int <= 1 THEN ${nowIso}::timestamptz + make_interval(secs => ${THROTTLE_WINDOW_MS / 1000}) END)
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN auth_throttle.window_started_at <= ${windowStartLimit}::timestamptz THEN 1 ELSE auth_throttle.failures + 1 END,
        window_started_at = CASE WHEN auth_throttle.window_started_at <= ${windowStartLimit}::timestamptz THEN ${nowIso}::timestamptz ELSE auth_throttle.window_started_at END,
        locked_until = CASE
          WHEN auth_throttle.window_started_at > ${windowStartLimit}::timestamptz AND auth_throttle.failures + 1 >= ${limit}::int
            THEN auth_throttle.window_started_at + make_interval(secs => ${THROTTLE_WINDOW_MS / 1000})
          ELSE NULL END`);
  }
}

/** A successful sign-in forgets the account's failures (not the address's, or one good account would reset it). */
export async function clearAccountFailures(db: Db, keys: ThrottleKey[]): Promise<void> {
  const accountKeys = keys.filter((k) => k.key.startsWith('account:')).map((k) => k.key);
  if (accountKeys.length) await db.delete(authThrottle).where(inArray(authThrottle.key, accountKeys));
}
