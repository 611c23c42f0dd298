import { describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../test/support/postgres-database';
import { openDatabase } from './client';

// Several server processes may start at once on a new PostgreSQL database (a deployment's instances): each applies
// the migrations it finds unapplied, and without taking turns two of them create the same tables at once.
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('migrations started by several servers at once on PostgreSQL', () => {
  it('all open the database, and every migration is recorded once', async () => {
    const { url, drop } = await createEmptyDatabase(serverUrl!);
    try {
      const opened = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ kind: 'postgres', url, poolSize: 1 })));
      try {
        const { rows } = (await opened[0]!.db.execute(
          'select count(*)::int as recorded, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations' as never,
        )) as unknown as { rows: { recorded: number; distinct_hashes: number }[] };
        expect(rows[0]!.recorded).toBeGreaterThan(20);
        expect(rows[0]!.recorded).toBe(rows[0]!.distinct_hashes);
      } finally {
        await Promise.all(opened.map((database) => database.close()));
      }
    } finally {
      await drop();
    }
  });
});
