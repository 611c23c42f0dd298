import { and, eq, gt, lt, or } from 'drizzle-orm';
import { assertPasswordAllowed, hashPassword, type HashCost } from '../../auth/passwords';
import { forgetUserSessions } from '../../auth/sessions';
import { generateSessionToken, hashSessionToken } from '../../auth/session-token';
import { forgetSignInFailures } from '../../auth/sign-in-throttle';
import type { Db } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { revokeAllShareLinks } from '../shares/queries';

/** How long a reset link works after the administrator creates it. */
export const RESET_LINK_LIFETIME_MS = 60 * 60_000;

// One answer for unknown, used and expired links: the page says the same thing for all three, and
// nobody learns which tokens once existed.
const invalidLink = () =>
  new AppError('RESET_LINK_INVALID', 'This reset link does not work: it was already used, it expired, or it is incomplete.');

export interface IssuedResetLink {
  /** The raw token; only its SHA-256 is stored, so this answer is the one chance to read it. */
  token: string;
  expiresAt: Date;
}

/**
 * Creates a one-time reset link for a user (32 random bytes, like a session token). It replaces any earlier
 * link of the same user, so only the latest one handed out works; expired links of everyone are pruned.
 */
export async function issueResetLink(db: Db, userId: string, now: Date): Promise<IssuedResetLink> {
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + RESET_LINK_LIFETIME_MS);
  await db.transaction(async (tx) => {
    // KEY SHARE: a concurrent deletion of the user waits, so the insert below cannot break the foreign key.
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    await tx.delete(passwordResetTokens).where(or(eq(passwordResetTokens.userId, userId), lt(passwordResetTokens.expiresAt, now)));
    await tx.insert(passwordResetTokens).values({ tokenHash: hashSessionToken(token), userId, createdAt: now, expiresAt });
  });
  return { token, expiresAt };
}

const live = (token: string, now: Date) =>
  and(eq(passwordResetTokens.tokenHash, hashSessionToken(token)), gt(passwordResetTokens.expiresAt, now));

/** Whose password a link would set, so the page can name the account; RESET_LINK_INVALID otherwise. */
export async function findResetLink(db: Db, token: string, now: Date): Promise<{ email: string; expiresAt: Date }> {
  const [link] = await db
    .select({ email: users.email, expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(live(token, now))
    .limit(1);
  if (!link) throw invalidLink();
  return link;
}

/**
 * Sets a new password through a reset link. Taking the link is one DELETE … RETURNING, so of two
 * concurrent uses exactly one wins; the user's sessions and any other link end in the same transaction, and
 * (unless the seller says not to) every share link of theirs.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  now: Date,
  hashCost: HashCost,
  { revokeShareLinks = true }: { revokeShareLinks?: boolean } = {},
): Promise<{ revokedShareLinks: number }> {
  assertPasswordAllowed(password);
  // A cheap look first, so a dead link costs no argon2 hash.
  const { email } = await findResetLink(db, token, now);
  const passwordHash = await hashPassword(password, hashCost);
  const { userId, revokedShareLinks } = await db.transaction(async (tx) => {
    const [taken] = await tx.delete(passwordResetTokens).where(live(token, now)).returning({ userId: passwordResetTokens.userId });
    if (!taken) throw invalidLink();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, taken.userId));
    await tx.delete(sessions).where(eq(sessions.userId, taken.userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, taken.userId));
    return { userId: taken.userId, revokedShareLinks: revokeShareLinks ? await revokeAllShareLinks(tx, taken.userId) : 0 };
  });
  forgetUserSessions(db, userId);
  await forgetSignInFailures(db, email);
  return { revokedShareLinks };
}
