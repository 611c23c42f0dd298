import { and, eq, ne } from 'drizzle-orm';
import type { ChangePasswordInput } from '../../../domain/schemas';
import { assertPasswordAllowed, hashPassword, verifyPassword, type HashCost } from '../../auth/passwords';
import { forgetUserSessions } from '../../auth/sessions';
import { hashSessionToken } from '../../auth/session-token';
import { reserveSignInAttempt } from '../../auth/sign-in-throttle';
import { findUserCredentials } from '../../auth/users';
import type { Db } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { revokeAllShareLinks } from '../shares/queries';

export interface PasswordOwner {
  id: string;
  email: string;
  /** The raw token of the session making the change: the one session that stays (none stays without it). */
  sessionToken: string | undefined;
  /** The client address the sign-in throttle keys on. */
  address: string;
}

/**
 * Changes a signed-in user's password. The current password is checked like a sign-in
 * and counts on the same throttle, so a stolen session cannot guess it faster than the sign-in form could.
 * Every other session of the account and any open reset link end with the old password; its share links
 * too when the seller asks (`revokeShareLinks`).
 */
export async function changePassword(
  db: Db,
  owner: PasswordOwner,
  input: ChangePasswordInput,
  now: Date,
  hashCost: HashCost,
): Promise<{ revokedShareLinks: number }> {
  assertPasswordAllowed(input.newPassword, 'newPassword');
  const attempt = await reserveSignInAttempt(db, owner.email, owner.address, now);
  const credentials = await findUserCredentials(db, owner.email);
  if (!credentials || credentials.id !== owner.id || !(await verifyPassword(credentials.passwordHash, input.currentPassword))) {
    const message = 'The current password is not correct.';
    throw new AppError('WRONG_PASSWORD', message, { errors: [{ path: 'currentPassword', message, code: 'wrongPassword' }] });
  }
  await attempt.succeeded();
  const passwordHash = await hashPassword(input.newPassword, hashCost);
  const revokedShareLinks = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, owner.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, owner.id), ne(sessions.tokenHash, owner.sessionToken ? hashSessionToken(owner.sessionToken) : '')));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, owner.id));
    return input.revokeShareLinks ? revokeAllShareLinks(tx, owner.id) : 0;
  });
  forgetUserSessions(db, owner.id);
  return { revokedShareLinks };
}
