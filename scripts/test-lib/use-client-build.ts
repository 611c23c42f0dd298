import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { CLIENT_BUILD_DIR, clientBuildIsFresh } from '../client-build.mjs';

export const rootDir = path.resolve(import.meta.dirname, '../..');

/**
 * The directory of a production build of the current client sources, for a test file that reads the build: dist/client
 * when it is one (`npm test` builds it first), else a build of the file's own in a temporary directory, made before the
 * file's other hooks and removed after its tests (so it neither disturbs dist/ nor a running server).
 */
export function useClientBuild(name: string): string {
  const reuse = clientBuildIsFresh(rootDir);
  const outDir = reuse ? path.join(rootDir, CLIENT_BUILD_DIR) : mkdtempSync(path.join(tmpdir(), `ribh-${name}-`));
  beforeAll(() => {
    if (reuse) return;
    execFileSync(path.join(rootDir, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: rootDir,
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }, 180_000);
  afterAll(() => {
    if (!reuse) rmSync(outDir, { recursive: true, force: true });
  });
  return outDir;
}
