// Lists the server test files that use the run's database, one per line: the files `npm test` runs again on
// PostgreSQL. The others would only repeat the PGlite pass: files with no database (exports rendered in-process,
// caches, header parsing) and the admin CLI's, which start processes with databases of their own.
//
//   node scripts/test-lib/database-test-files.mjs
//
// A file uses the run's database when it builds an app or a database itself (createTestApp, createTestDatabase,
// TEST_DATABASE_URL), or imports a shared suite under src/server/test/support/ that does: the hostile input and the
// naughty strings are each written once there and registered by several small test files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const USES_DATABASE = /createTestApp|createTestDatabase|TEST_DATABASE_URL/;
const OWN_PROCESSES = /^src\/server\/cli\//;

/** The test files, relative to `root`, in sorted order. */
export function databaseTestFiles(root) {
  const supportDir = 'src/server/test/support';
  const suites = readdirSync(path.join(root, supportDir))
    .filter((name) => name.endsWith('.ts') && USES_DATABASE.test(readFileSync(path.join(root, supportDir, name), 'utf8')))
    .map((name) => name.replace(/\.ts$/, ''));
  const importsSuite = new RegExp(`test/support/(${suites.join('|')})['"]`);
  return readdirSync(path.join(root, 'src/server'), { recursive: true })
    .map((name) => path.posix.join('src/server', name.split(path.sep).join('/')))
    .filter((file) => file.endsWith('.test.ts') && !OWN_PROCESSES.test(file))
    .filter((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return USES_DATABASE.test(text) || (suites.length > 0 && importsSuite.test(text));
    })
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  for (const file of databaseTestFiles(root)) console.log(file);
}
