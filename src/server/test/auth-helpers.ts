import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { TEST_HASH_COST } from './test-app';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { createOrPromoteAdmin } from '../auth/admin-accounts';
import type { PublicUser } from '../auth/users';
import type { Db } from '../db/client';

/** A password that passes the rules (long enough, not on the common list). */
export const TEST_PASSWORD = 'Correct-horse-battery-7';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/** The `cookie` request header that carries the session set by a response, e.g. `ribh_session=…`. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie?.value) throw new Error(`No session cookie in the response (status ${response.statusCode}): ${response.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export interface SignedIn {
  /** Pass as `headers: { cookie }` to app.inject. */
  cookie: string;
  user: PublicUser;
  email: string;
  password: string;
}

let registrations = 0;
/**
 * A new client address for each sign-up (198.18.0.0/15, the range for tests), so a file's accounts do
 * not share one address's registration budget (decision 0007), as real sellers would not.
 */
function nextSignUpAddress(): string {
  registrations++;
  return `198.18.${(registrations >> 8) & 255}.${registrations & 255}`;
}

/** Registers a new seller through POST /api/auth/register and returns their session cookie. */
export async function signUp(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; firstName?: string; lastName?: string } = {},
): Promise<SignedIn> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? TEST_PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: nextSignUpAddress(),
    payload: { email, password, firstName: overrides.firstName, lastName: overrides.lastName },
  });
  if (response.statusCode !== 201) throw new Error(`signUp failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookieOf(response), user: response.json().user, email, password };
}

/** Signs an existing account in through POST /api/auth/login. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`signIn failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookieOf(response), user: response.json().user, email, password };
}

/**
 * Creates an administrator directly in the database (works whether or not an admin already exists)
 * and signs them in through the API.
 */
export async function createAdmin(
  app: FastifyInstance,
  db: Db,
  overrides: { email?: string; password?: string } = {},
): Promise<SignedIn> {
  const email = overrides.email ?? uniqueEmail('admin');
  const password = overrides.password ?? TEST_PASSWORD;
  await createOrPromoteAdmin(db, email, await hashPassword(password, TEST_HASH_COST), new Date());
  return signIn(app, email, password);
}
