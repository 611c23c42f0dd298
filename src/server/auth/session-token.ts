import { createHash, randomBytes } from 'node:crypto';

/** A new random 32-byte session token, URL-safe; only the browser ever holds it. */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this SHA-256 is stored, so a leaked sessions table cannot be replayed as cookies. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
