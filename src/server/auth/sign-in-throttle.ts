import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authThrottle } from '../db/schema';
import { AppError } from '../errors';
import { countAttempts, forgetAttempts, refundAttempts, secondsLeft } from './attempt-counters';

// Decision 0007 (docs/product.md#security). Three counters of failed sign-ins, each over a 15-minute window:
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** One address guessing one account: the everyday lock, which never reaches the owner elsewhere. */
export const PAIR_FAILURE_LIMIT = 5;
/** One address across accounts (higher: an office or a mobile carrier shares an address). */
export const ADDRESS_FAILURE_LIMIT = 20;
/**
 * Every address together on one account. Past it the account is under attack and each address gets
 * only its first attempt on it per window; an address with no failure on it (the owner's, usually)
 * still gets in, so strangers slow guessing down but never lock the owner out.
 */
export const ACCOUNT_FAILURE_LIMIT = 50;

export interface SignInAttempt {
  /** The password was right: this attempt was no failure, and this address's failures on the account are forgotten. */
  succeeded(): Promise<void>;
}

function keysOf(email: string, address: string) {
  const account = email.toLowerCase();
  return { pair: `sign-in:${account}|${address}`, account: `sign-in-account:${account}`, address: `sign-in-address:${address}` };
}

/**
 * Reserves one failure on each counter BEFORE the password is checked, so concurrent guesses cannot
 * all pass a check made before any of them failed; a refused attempt is refunded and answered 429
 * with Retry-After. The answer never depends on whether the account exists.
 */
export async function reserveSignInAttempt(db: Db, email: string, address: string, now: Date): Promise<SignInAttempt> {
  const keys = keysOf(email, address);
  const counts = await countAttempts(db, Object.values(keys), SIGN_IN_WINDOW_MS, now);
  const pair = counts.get(keys.pair)!;
  const account = counts.get(keys.account)!;
  const perAddress = counts.get(keys.address)!;

  const refusals: number[] = [];
  if (pair.count > PAIR_FAILURE_LIMIT) refusals.push(secondsLeft(pair, SIGN_IN_WINDOW_MS, now));
  if (perAddress.count > ADDRESS_FAILURE_LIMIT) refusals.push(secondsLeft(perAddress, SIGN_IN_WINDOW_MS, now));
  // Lifted when either this address's failures or the account's flood run out, whichever is first.
  if (account.count > ACCOUNT_FAILURE_LIMIT && pair.count > 1) {
    refusals.push(Math.min(secondsLeft(pair, SIGN_IN_WINDOW_MS, now), secondsLeft(account, SIGN_IN_WINDOW_MS, now)));
  }
  if (refusals.length) {
    await refundAttempts(db, [pair, account, perAddress]);
    throw new AppError('TOO_MANY_REQUESTS', 'Too many sign-in attempts. Please try again later.', {
      headers: { 'retry-after': String(Math.max(...refusals)) },
    });
  }
  return {
    succeeded: async () => {
      await refundAttempts(db, [account, perAddress]);
      await forgetAttempts(db, [keys.pair]);
    },
  };
}

/**
 * After an administrator's reset link set a new password, the owner's earlier failures (from any address)
 * no longer tell of guessing, and must not keep them out with the password they were just given.
 */
export async function forgetSignInFailures(db: Db, email: string): Promise<void> {
  const { pair, account } = keysOf(email, '');
  await db.delete(authThrottle).where(sql`${authThrottle.key} = ${account} OR starts_with(${authThrottle.key}, ${pair})`);
}
