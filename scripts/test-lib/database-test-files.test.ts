import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-test-files.mjs';

// The PostgreSQL pass of `npm test` runs these files; a file left out is never run on PostgreSQL and nothing says so.

const root = mkdtempSync(path.join(tmpdir(), 'ribh-db-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

describe('the test files the PostgreSQL pass runs', () => {
  write('src/server/test/support/shared-suite.ts', "import { createTestApp } from '../test-app';\n");
  write('src/server/test/support/plain-helper.ts', 'export const x = 1;\n');
  write('src/server/modules/a/a.test.ts', 'const { app } = await createTestApp();\n');
  write('src/server/db/b.test.ts', 'if (process.env.TEST_DATABASE_URL) {}\n');
  write('src/server/reliability/suite-1.test.ts', "import { describeSuite } from '../test/support/shared-suite';\n");
  write('src/server/export/in-process.test.ts', "import { x } from '../test/support/plain-helper';\n");
  write('src/server/cli/admin.test.ts', 'const { app } = await createTestApp();\n');
  write('src/server/modules/a/a.ts', 'const { app } = await createTestApp();\n');

  it('takes the files that build an app or a database, and those that register a shared suite that does', () => {
    expect(databaseTestFiles(root)).toEqual([
      'src/server/db/b.test.ts',
      'src/server/modules/a/a.test.ts',
      'src/server/reliability/suite-1.test.ts',
    ]);
  });

  it('in this repository, takes the hostile input and the naughty strings, registered from their shared suites', () => {
    const files = databaseTestFiles(path.resolve(import.meta.dirname, '../..'));
    expect(files).toEqual(
      expect.arrayContaining([
        'src/server/reliability/hostile-input-1.test.ts',
        'src/server/reliability/hostile-input-2.test.ts',
        'src/server/reliability/naughty-strings-1.test.ts',
        'src/server/reliability/naughty-strings-2.test.ts',
      ]),
    );
    expect(files.some((file) => file.startsWith('src/server/cli/'))).toBe(false);
  });
});
