import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BASELINE_WASM_ONLY } from '../test/support/node-flags';
import { SERVER_BUILD_DIR } from '../../../scripts/server-build.mjs';
import { verifyPassword } from '../auth/passwords';
import { findUserCredentials } from '../auth/users';
import { openDatabase } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { parseCreateAdminArgs, runCreateAdmin, UsageError } from './create-admin';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ribh-create-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env = { DATA_DIR: dataDir, SAMPLE_DATA: 'false' };

describe('parseCreateAdminArgs', () => {
  it.each([
    [[], /--email and --password are required/],
    [['--email', 'a@b.co'], /--email and --password are required/],
    [['--email', 'not-an-email', '--password', 'Long-enough-pass-1'], /Invalid email/],
    [['--email', 'a@b.co', '--password', 'short'], /at least 8 characters/],
    [['--email', 'a@b.co', '--password', 'password123'], /too common/],
    [['--email', 'a@b.co', '--password', 'Long-enough-pass-1', '--role', 'x'], /Unknown option/],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseCreateAdminArgs(argv)).toThrow(UsageError);
    expect(() => parseCreateAdminArgs(argv)).toThrow(message);
  });

  it('lower-cases the email', () => {
    expect(parseCreateAdminArgs(['--email', 'Boss@Example.COM', '--password', 'Long-enough-pass-1'])).toEqual({
      email: 'boss@example.com',
      password: 'Long-enough-pass-1',
    });
  });
});

// Creating an embedded data directory on disk takes seconds, and much longer on a loaded 2-core machine.
const ON_DISK_TIMEOUT_MS = 180_000;

describe('runCreateAdmin on the embedded database', { timeout: ON_DISK_TIMEOUT_MS }, () => {
  it('creates an administrator, then promotes and resets the password of an existing account', async () => {
    expect(await runCreateAdmin(['--email', 'boss@example.com', '--password', 'First-unique-pass-1'], env)).toBe(
      'Created administrator boss@example.com.',
    );
    expect(await runCreateAdmin(['--email', 'boss@example.com', '--password', 'Second-unique-pass-2'], env)).toMatch(
      /^Promoted boss@example.com to administrator and reset the password/,
    );
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const user = await findUserCredentials(database.db, 'boss@example.com');
      expect(user?.role).toBe('admin');
      expect(await verifyPassword(user?.passwordHash, 'Second-unique-pass-2')).toBe(true);
    } finally {
      await database.close();
    }
  });
});

function runCli(args: string[], extraEnv: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BASELINE_WASM_ONLY, '--enable-source-maps', `${SERVER_BUILD_DIR}/create-admin.mjs`, ...args], {
      env: { ...process.env, ...extraEnv },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the admin:create command', { timeout: ON_DISK_TIMEOUT_MS }, () => {
  it('exits 1 with the usage on bad input', async () => {
    const result = await runCli(['--email', 'nobody'], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('npm run admin:create -- --email');
  });

  it('explains that the server must be stopped when it holds the data directory', async () => {
    const busyDir = mkdtempSync(path.join(tmpdir(), 'ribh-busy-'));
    // This test process holds the lock, as a running server would.
    const release = await acquireDataDirLock(busyDir);
    const result = await runCli(['--email', 'boss@example.com', '--password', 'Third-unique-pass-3'], { DATA_DIR: busyDir });
    await release();
    rmSync(busyDir, { recursive: true, force: true });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is in use by another Ribh process');
    expect(result.stderr).toContain('stop the server');
  });
});
