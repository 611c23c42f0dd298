import type { Db } from '../db/client';
import { AppError } from '../errors';
import { countAttempts, secondsLeft } from './attempt-counters';

// Decision 0007: accounts cost an argon2 hash each, and "email taken" tells whether an
// address has an account, so every registration that gets as far as the email counts, whatever its answer.
export const REGISTRATION_WINDOW_MS = 60 * 60_000;
export const DEFAULT_REGISTRATIONS_PER_HOUR = 10;

/** Counts one registration for the address, or answers 429 with Retry-After once its hour is used up. */
export async function reserveRegistration(db: Db, address: string, perHour: number, now: Date): Promise<void> {
  const key = `register:${address}`;
  const counted = (await countAttempts(db, [key], REGISTRATION_WINDOW_MS, now)).get(key)!;
  if (counted.count > perHour) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many accounts were created from this address. Please try again later.', {
      headers: { 'retry-after': String(secondsLeft(counted, REGISTRATION_WINDOW_MS, now)) },
    });
  }
}
