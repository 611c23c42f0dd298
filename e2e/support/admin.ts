import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The first administrator of the run's e2e database. `/api/admin/register` works only while no admin
 * exists, so the setup project (e2e/admin.setup.ts, run once before every spec) registers it and
 * records its credentials in a file keyed by the run's data directory; specs sign in with them.
 */
export interface AdminCredentials {
  email: string;
  password: string;
}

export const E2E_ADMIN_PASSWORD = 'Ribh-e2e-admin-2024!';

function recordPath(): string {
  const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? 'default');
  const runKey = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return path.resolve(`.tmp/e2e-admin-${runKey}.json`);
}

/** Called once, by the setup project, after registering the run's first admin. */
export function rememberAdmin(credentials: AdminCredentials): void {
  mkdirSync(path.dirname(recordPath()), { recursive: true });
  writeFileSync(recordPath(), JSON.stringify(credentials));
}

/** The run's admin, registered by the setup project. */
export function e2eAdmin(): AdminCredentials {
  const file = recordPath();
  if (!existsSync(file)) {
    throw new Error(
      'No e2e administrator was recorded for this run. The "setup" project (e2e/admin.setup.ts) registers it before ' +
        'the specs; run Playwright without --no-deps.',
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as AdminCredentials;
}
