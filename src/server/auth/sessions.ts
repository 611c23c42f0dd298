import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Viewer } from '../http/access';
import { SESSION_LIFETIME, SESSION_TOUCH_INTERVAL_MS, type Role } from './session-policy';
import { cacheRegistry } from '../cache/grouped-cache';
import { generateSessionToken, hashSessionToken } from './session-token';

export interface NewSession {
  /** The raw token for the cookie; never stored. */
  token: string;
  maxAgeMs: number;
}

/** Starts a session with a fresh token; lifetimes follow the user's role. */
export async function createSession(db: Db, userId: string, role: Role, now: Date): Promise<NewSession> {
  const token = generateSessionToken();
  const lifetime = SESSION_LIFETIME[role];
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: new Date(now.getTime() + lifetime.idleMs),
    absoluteExpiresAt: new Date(now.getTime() + lifetime.absoluteMs),
  });
  return { token, maxAgeMs: lifetime.absoluteMs };
}

/** Server-side revocation: the token is dead at once, in every process. */
export async function revokeSession(db: Db, token: string): Promise<void> {
  const tokenHash = hashSessionToken(token);
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  sessionCache.of(db)?.delete(tokenHash);
}

type SessionRow = Viewer & { createdAt: Date; lastSeenAt: Date; idleExpiresAt: Date; absoluteExpiresAt: Date };

/**
 * Sessions read by this process, by token hash and grouped by user. Enabled only when this process is
 * the database's only writer (the embedded database): every revocation goes through the functions
 * here or `forgetUserSessions`, so the cache is exact. With a shared PostgreSQL every request reads the
 * table, so a revocation by any process counts at once (docs/product.md#security).
 */
export const sessionCache = cacheRegistry<SessionRow>();

/** Drops the cached sessions of a user whose sessions or account just changed (deleted, promoted). */
export function forgetUserSessions(db: Db, userId: string): void {
  sessionCache.of(db)?.invalidateGroup(userId);
}

function readSessionRow(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  return db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      idleExpiresAt: sessions.idleExpiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1)
    .then(([row]) => row);
}

/**
 * Where a session stands at `nowMs`. Expiry is checked against the user's current role, so a seller
 * promoted to admin gets the admin lifetimes at once.
 */
function sessionState(row: SessionRow, nowMs: number): { state: 'expired' | 'touch' | 'fresh'; absoluteEnd: number } {
  const lifetime = SESSION_LIFETIME[row.role];
  const idleEnd = Math.min(row.idleExpiresAt.getTime(), row.lastSeenAt.getTime() + lifetime.idleMs);
  const absoluteEnd = Math.min(row.absoluteExpiresAt.getTime(), row.createdAt.getTime() + lifetime.absoluteMs);
  if (nowMs >= idleEnd || nowMs >= absoluteEnd) return { state: 'expired', absoluteEnd };
  if (nowMs - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) return { state: 'touch', absoluteEnd };
  return { state: 'fresh', absoluteEnd };
}

function viewerOf(row: SessionRow): Viewer {
  return { id: row.id, email: row.email, role: row.role };
}

/**
 * The signed-in user of a cached session that needs no database work right now, or undefined when
 * `resolveSession` must decide (not cached, expired, or due for its idle-expiry slide).
 */
export function peekSession(db: Db, token: string, now: Date): Viewer | undefined {
  const row = sessionCache.of(db)?.get(hashSessionToken(token));
  if (!row || sessionState(row, now.getTime()).state !== 'fresh') return undefined;
  return viewerOf(row);
}

/**
 * The signed-in user of a token, or null when unknown or expired. One indexed query unless cached;
 * the idle expiry slides forward at most once a minute.
 */
export async function resolveSession(db: Db, token: string, now: Date): Promise<Viewer | null> {
  const tokenHash = hashSessionToken(token);
  const cache = sessionCache.of(db);
  let row = cache?.get(tokenHash);
  if (!row) {
    const mark = cache?.mark() ?? 0;
    row = await readSessionRow(db, tokenHash);
    if (!row) return null;
    cache?.set(tokenHash, row.id, row, mark);
  }

  const nowMs = now.getTime();
  const { state, absoluteEnd } = sessionState(row, nowMs);
  if (state === 'expired') {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    cache?.delete(tokenHash);
    return null;
  }
  if (state === 'touch') {
    const lifetime = SESSION_LIFETIME[row.role];
    const touched = { lastSeenAt: now, idleExpiresAt: new Date(Math.min(nowMs + lifetime.idleMs, absoluteEnd)) };
    await db.update(sessions).set(touched).where(eq(sessions.tokenHash, tokenHash));
    cache?.replace(tokenHash, { ...row, ...touched });
  }
  return viewerOf(row);
}
