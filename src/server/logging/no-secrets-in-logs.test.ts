import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, NO_SHEDDING } from '../test/test-app';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../test/auth-helpers';

// While the database fails, every failed insert and lookup is logged, and the
// driver's errors carry their queries' parameters (emails, password hashes, token hashes). The
// app's own logger, captured here, must print none of them. Runs on PGlite, and on PostgreSQL
// under scripts/pg-throwaway.sh.

const lines: string[] = [];
// Its own instance: the database is closed under the running app.
const database = await createTestDatabase({ own: true });
// Load shedding off: on a busy machine it answers 503 before the database is asked, and nothing fails to log.
const app = await buildApp({ db: database.db, pressure: NO_SHEDDING, logLevel: 'info', logStream: { write: (line) => lines.push(line) } });
afterAll(() => app.close());

describe('logs while the database fails', () => {
  it('carry what failed but no email, password, password hash, session token or query parameter', async () => {
    const seller = await signUp(app);
    const token = seller.cookie.split('=')[1]!;
    await database.close();

    const newcomer = { email: uniqueEmail('newcomer'), password: 'Another-long-passphrase-9' };
    const attempts = [
      await app.inject({ method: 'POST', url: '/api/auth/register', payload: newcomer }),
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: seller.email, password: TEST_PASSWORD } }),
      await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: seller.cookie } }),
      await app.inject({ method: 'GET', url: '/api/simulations', headers: { cookie: seller.cookie } }),
    ];
    for (const answer of attempts) expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(500);

    type Entry = { err?: { type: string; message: string }; reason?: string; cause?: string };
    const entries = lines.map((line) => JSON.parse(line) as Entry);
    // An error the app does not know is logged with its type and message; a database that is down (the closed
    // pool on PostgreSQL) is the one aggregated line that names its cause.
    const failures = entries.filter((entry) => entry.err || entry.reason === 'databaseDown');
    expect(failures.length, 'the failures are logged').toBeGreaterThan(0);
    for (const entry of failures) expect(entry.err ? entry.err.type && entry.err.message : entry.cause).toBeTruthy();

    const log = lines.join('');
    for (const secret of [seller.email, newcomer.email, TEST_PASSWORD, newcomer.password, token, '$argon2', 'Failed query:', '"params"', 'insert into']) {
      expect(log, `the log contains ${secret}`).not.toContain(secret);
    }
  });
});
