import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { users } from '../db/schema';
import { createTestApp, createTestDatabase, NO_SHEDDING } from '../test/test-app';

// Every running server hashes passwords with argon2id at m=19456 KiB, t=2, p=1. The API tests build
// their apps at a cheaper cost (decision 0036); this file proves the product's default and that the option only
// changes the cost of new hashes, never whether a password is accepted.

const PASSWORD = 'a long enough passphrase 42';

async function storedHash(db: Awaited<ReturnType<typeof createTestDatabase>>['db'], email: string): Promise<string> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
  return row!.hash;
}

const product = await createTestDatabase();
const productApp = await buildApp({ db: product.db, pressure: NO_SHEDDING });
afterAll(async () => {
  await productApp.close();
  await product.close();
});
const { app, database } = await createTestApp();

describe('the cost of password hashes', () => {
  it('is argon2id m=19456 KiB, t=2, p=1 when the app is built without a cost, as every server is', async () => {
    const register = await productApp.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'cost@example.com', password: PASSWORD } });
    expect(register.statusCode, register.body).toBe(201);
    expect(await storedHash(product.db, 'cost@example.com')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const login = await productApp.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'cost@example.com', password: PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('is cheaper in the API tests, and a password hashed at either cost signs in', async () => {
    const register = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'cheap@example.com', password: PASSWORD } });
    expect(register.statusCode, register.body).toBe(201);
    expect(await storedHash(database.db, 'cheap@example.com')).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'cheap@example.com', password: PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
  });
});
