// Whether dist/client holds a build of the current client sources, so `npm start` and the bundle-budget
// test reuse it instead of building again.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const CLIENT_BUILD_DIR = 'dist/client';
const SOURCES = ['src/client', 'src/domain', 'public', 'index.html', 'vite.config.ts', 'scripts/prerender-home.ts', 'package-lock.json'];

/** The newest modification time of a file, or of any file under a folder (0 when it does not exist). */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** True when `<root>/dist/client` (or another build directory) was built after the last change to any client source. */
export function clientBuildIsFresh(root = '.', buildDir = CLIENT_BUILD_DIR) {
  const built = path.join(root, buildDir, 'index.html');
  if (!existsSync(built)) return false;
  return statSync(built).mtimeMs >= Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
}
