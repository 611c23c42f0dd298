import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Viewer } from '../access';
import { SESSION_LIFETIME, SESSION_TOUCH_INTERVAL_MS, type Role } from './session-policy';
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
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
}

/**
 * The signed-in user of a token, or null when unknown or expired. One indexed query; the idle expiry
 * slides forward at most once a minute. Expiry is also checked against the user's current role, so a
 * seller promoted to admin gets the admin lifetimes at once.
 */
export async function resolveSession(db: Db, token: string, now: Date): Promise<Viewer | null> {
  const tokenHash = hashSessionToken(token);
  const [row] = await db
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
    .limit(1);
  if (!row) return null;

  const lifetime = SESSION_LIFETIME[row.role];
  const nowMs = now.getTime();
  const idleEnd = Math.min(row.idleExpiresAt.getTime(), row.lastSeenAt.getTime() + lifetime.idleMs);
  const absoluteEnd = Math.min(row.absoluteExpiresAt.getTime(), row.createdAt.getTime() + lifetime.absoluteMs);
  if (nowMs >= idleEnd || nowMs >= absoluteEnd) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (nowMs - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, idleExpiresAt: new Date(Math.min(nowMs + lifetime.idleMs, absoluteEnd)) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { id: row.id, email: row.email, role: row.role };
}
