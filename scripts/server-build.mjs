// The server as two plain JavaScript files (dist/server/main.mjs and create-admin.mjs), bundled from src/ by
// esbuild with every package left as an import. Node starts them without compiling TypeScript on the way: a
// start costs about 2 s of CPU less than `node --import tsx src/server/main.ts` (decision 0065), which counts
// for `npm start` after a restart and for the suites that start the server many times.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { newestMtime } from './client-build.mjs';

export const SERVER_BUILD_DIR = 'dist/server';
export const SERVER_ENTRY_POINTS = { main: 'src/server/main.ts', 'create-admin': 'src/server/cli/create-admin.ts' };
const SOURCES = ['src/server', 'src/domain', 'src/client/i18n', 'package-lock.json', 'scripts/server-build.mjs'];

/** True when every file of `<root>/dist/server` was built after the last change to a source the server reads. */
export function serverBuildIsFresh(root = '.') {
  const built = Object.keys(SERVER_ENTRY_POINTS).map((name) => path.join(root, SERVER_BUILD_DIR, `${name}.mjs`));
  if (!built.every((file) => existsSync(file))) return false;
  const oldest = Math.min(...built.map((file) => statSync(file).mtimeMs));
  return oldest >= Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
}

/** Bundles the server's entry points; source maps beside them, read by `node --enable-source-maps`. */
export async function buildServer(root = '.') {
  await build({
    absWorkingDir: path.resolve(root),
    entryPoints: SERVER_ENTRY_POINTS,
    outdir: SERVER_BUILD_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

/** Builds the server unless the build is already fresh. */
export async function buildServerIfNeeded(root = '.') {
  if (!serverBuildIsFresh(root)) await buildServer(root);
}

/** The arguments of `node` that start the built server, as `npm start` does. */
export const SERVER_NODE_ARGS = ['--enable-source-maps', `${SERVER_BUILD_DIR}/main.mjs`];

// `node scripts/server-build.mjs [--if-needed]`
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  if (process.argv.includes('--if-needed')) await buildServerIfNeeded();
  else await buildServer();
}
