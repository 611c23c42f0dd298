import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../errors';
import { isCommonPassword } from './common-passwords';

// DESIGN §5: argon2id, m=19456 KiB, t=2, p=1 (the OWASP minimum; about 20 ms here).
// algorithm 2 is Argon2id (the package exports it as a const enum, which isolatedModules cannot read).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
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
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
