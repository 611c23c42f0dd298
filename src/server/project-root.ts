import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root: the nearest folder above this module that holds package.json. The server runs from
 * src/ (tests, tsx) and from its bundle in dist/server, so paths to drizzle/ and dist/client start here rather
 * than from a fixed number of `..`.
 */
export function projectRoot(from: string = import.meta.url): string {
  let dir = path.dirname(fileURLToPath(from));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fileURLToPath(from)}`);
    dir = parent;
  }
  return dir;
}
