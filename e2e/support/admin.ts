import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/**
 * The first administrator of the e2e database. The database is shared by every spec file of a run and
 * `/api/admin/register` works only while no admin exists, so whoever creates the first admin records
 * its credentials in a file keyed by the run's data directory; every other spec signs in with them.
 */
export interface AdminCredentials {
  email: string;
  password: string;
}

export const E2E_ADMIN_PASSWORD = 'Ribh-e2e-admin-2024!';

function runKey(): string {
  const dataDir = process.env.E2E_DATA_DIR ?? 'default';
  return createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
}

function recordPath(): string {
  return path.resolve(`.tmp/e2e-admin-${runKey()}.json`);
}

/**
 * Claims the registration of the run's first admin; true for exactly one caller per run (the file is
 * created exclusively), so a spec registering through the page and ensureAdmin never both try.
 * Whoever gets false waits for the winner's record (waitForRecordedAdmin).
 */
export function claimFirstAdmin(): boolean {
  const claim = path.resolve(`.tmp/e2e-admin-${runKey()}.claim`);
  mkdirSync(path.dirname(claim), { recursive: true });
  try {
    closeSync(openSync(claim, 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readRecord(): AdminCredentials | null {
  const file = recordPath();
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as AdminCredentials;
}

/** Call after registering the first admin some other way (e.g. through the /admin/register page). */
export function rememberAdmin(credentials: AdminCredentials): void {
  mkdirSync(path.dirname(recordPath()), { recursive: true });
  writeFileSync(recordPath(), JSON.stringify(credentials));
}

/**
 * The run's admin: the recorded one, or a new first admin registered through the API when none exists
 * and nobody else has claimed the registration. Otherwise waits briefly for the record, then fails with
 * a message saying what to do.
 */
export async function ensureAdmin(request: APIRequestContext): Promise<AdminCredentials> {
  const recorded = readRecord();
  if (recorded) return recorded;
  const state = (await (await request.get('/api/admin/bootstrap')).json()) as { adminExists: boolean };
  if (!state.adminExists && claimFirstAdmin()) {
    const credentials = { email: `e2e-admin-${Date.now()}-${process.pid}@e2e.example.com`, password: E2E_ADMIN_PASSWORD };
    const response = await request.post('/api/admin/register', { data: credentials });
    if (response.status() === 201) {
      rememberAdmin(credentials);
      // The register call signed this context in; leave it signed out like any fresh context.
      await request.post('/api/auth/logout');
      return credentials;
    }
    if (response.status() !== 403) throw new Error(`Registering the e2e admin failed: ${response.status()} ${await response.text()}`);
  }
  return waitForRecordedAdmin();
}

/** The record of the run's first admin, waiting up to 45 s (the page registration of accounts.spec takes a while) for whoever claimed its registration. */
export async function waitForRecordedAdmin(): Promise<AdminCredentials> {
  for (let waited = 0; waited < 45_000; waited += 500) {
    const late = readRecord();
    if (late) return late;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    'An administrator exists in the e2e database but nobody recorded its credentials. A spec that registers the ' +
      'first admin must claim it with claimFirstAdmin() and call rememberAdmin({ email, password }) from e2e/support/admin.ts.',
  );
}
