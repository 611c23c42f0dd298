import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll } from 'vitest';
import { CLIENT_BUILD_DIR, clientBuildIsFresh } from '../client-build.mjs';

export const rootDir = path.resolve(import.meta.dirname, '../..');

/** The test run's own build, used when dist/client is older than the sources: one build for every file that reads it. */
const TEST_BUILD_DIR = '.tmp/test-client-build';
const lockDir = path.join(rootDir, `${TEST_BUILD_DIR}.lock`);
// A lock older than any build leaves behind a run that was stopped while building.
const STALE_LOCK_MS = 10 * 60_000;

/**
 * The directory of a production build of the current client sources, for a test file that reads the build: dist/client
 * when it is one (`npm test` builds it first), else the test runs' own build in .tmp, made by the first file that
 * needs it while the others wait, and kept for the next run while the sources stay as they are (so it neither
 * disturbs dist/ nor a running server, and a build costs about half a minute of CPU).
 */
export function useClientBuild(): string {
  if (clientBuildIsFresh(rootDir)) return path.join(rootDir, CLIENT_BUILD_DIR);
  const outDir = path.join(rootDir, TEST_BUILD_DIR);
  beforeAll(async () => {
    const fresh = () => clientBuildIsFresh(rootDir, TEST_BUILD_DIR);
    for (;;) {
      // Fresh and nobody building: a build in progress may already have written a fresh index.html.
      if (!existsSync(lockDir) && fresh()) return;
      if (takeLock()) {
        try {
          if (!fresh()) build(outDir);
        } finally {
          rmSync(lockDir, { recursive: true, force: true });
        }
        return;
      }
      await sleep(500);
    }
  }, 180_000);
  return outDir;
}

function takeLock(): boolean {
  if (existsSync(lockDir) && Date.now() - statSync(lockDir).mtimeMs > STALE_LOCK_MS) rmSync(lockDir, { recursive: true, force: true });
  mkdirSync(path.dirname(lockDir), { recursive: true });
  try {
    mkdirSync(lockDir);
    return true;
  } catch {
    return false;
  }
}

function build(outDir: string): void {
  execFileSync(path.join(rootDir, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: rootDir,
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
