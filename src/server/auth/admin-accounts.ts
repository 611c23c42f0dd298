import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { forgetUserSessions } from './sessions';
import { adminExists, findPublicUser, insertUser, type PublicUser } from './users';

// Any fixed number: every process takes the same lock, so first-admin checks run one at a time.
const FIRST_ADMIN_LOCK = 727_274_001;

export type FirstAdminResult = { kind: 'created'; user: PublicUser } | { kind: 'admin-exists' } | { kind: 'email-taken' };

/**
 * Creates the first administrator, atomically: under a transaction-scoped advisory lock, so of twenty
 * concurrent attempts on an empty database exactly one succeeds, in one process or many.
 */
export async function createFirstAdmin(db: Db, email: string, passwordHash: string, now: Date): Promise<FirstAdminResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    if (await adminExists(tx as unknown as Db)) return { kind: 'admin-exists' as const };
    const user = await insertUser(tx as unknown as Db, { email, passwordHash, role: 'admin' }, now);
    return user ? { kind: 'created' as const, user } : { kind: 'email-taken' as const };
  });
}

/**
 * The operator's way in (npm run admin:create): creates an administrator, or promotes an existing
 * account and resets its password. The account's sessions are revoked, since its password changed.
 */
export async function createOrPromoteAdmin(
  db: Db,
  email: string,
  passwordHash: string,
  now: Date,
): Promise<{ kind: 'created' | 'promoted'; user: PublicUser }> {
  const result = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [existing] = await txDb.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (!existing) {
      const user = await insertUser(txDb, { email, passwordHash, role: 'admin' }, now);
      if (!user) throw new Error(`Could not create ${email}: the email was taken concurrently.`);
      return { kind: 'created' as const, user };
    }
    await txDb.update(users).set({ role: 'admin', passwordHash, updatedAt: now }).where(eq(users.id, existing.id));
    await txDb.delete(sessions).where(eq(sessions.userId, existing.id));
    const user = await findPublicUser(txDb, existing.id);
    return { kind: 'promoted' as const, user: user! };
  });
  if (result.kind === 'promoted') forgetUserSessions(db, result.user.id);
  return result;
}
