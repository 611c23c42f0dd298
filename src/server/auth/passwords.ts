// The package's own exports object, read at each call: a test counts the verifications with vi.spyOn on it, with no
// module replaced (the sign-in throttle's rule is about how many password checks an attacker gets).
import argon2 from '@node-rs/argon2';
import { AppError } from '../errors';
import { isCommonPassword } from './common-passwords';

/** How costly a new password hash is: memory in KiB and passes of argon2id. */
export interface HashCost {
  memoryCost: number;
  timeCost: number;
}

// Argon2id, m=19456 KiB, t=2, p=1 (the OWASP minimum; about 20 ms here). The product always hashes
// at this cost; only the API tests build the app with a cheaper one (AppOptions.passwordHashCost).
export const DESIGN_HASH_COST: HashCost = { memoryCost: 19456, timeCost: 2 };

export function hashPassword(password: string, cost: HashCost = DESIGN_HASH_COST): Promise<string> {
  // algorithm 2 is Argon2id (the package exports it as a const enum, which isolatedModules cannot read).
  return argon2.hash(password, { algorithm: 2, parallelism: 1, ...cost });
}

/**
 * Refuses passwords on the common list; length is already checked by passwordSchema. `field` names the
 * input the message belongs to (`password` on registration, `newPassword` on the profile).
 */
export function assertPasswordAllowed(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw new AppError('WEAK_PASSWORD', 'This password is too common. Choose a less predictable one.', {
      errors: [{ path: field, message: 'This password is too common. Choose a less predictable one.', code: 'weakPassword' }],
    });
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. With no hash (unknown email) it verifies against a
 * dummy hash, so an unknown email takes as long as a wrong password and cannot be told apart.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('ribh-dummy-password-for-timing');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(storedHash, password);
  } catch {
    return false;
  }
}
