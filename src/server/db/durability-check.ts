import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The PostgreSQL settings without which an acknowledged write can be lost or the cluster corrupted
 * by a machine crash or power cut, and the value each must have.
 */
const REQUIRED = [
  { name: 'fsync', safe: (v: string) => v === 'on', why: 'a machine crash can corrupt the database' },
  {
    name: 'synchronous_commit',
    safe: (v: string) => v !== 'off',
    why: 'a machine crash can lose the last acknowledged writes',
  },
  { name: 'full_page_writes', safe: (v: string) => v === 'on', why: 'a machine crash can leave torn pages' },
] as const;

/** Reads the durability settings with SHOW and returns one warning per unsafe value (none when safe). */
export async function checkPostgresDurability(db: Db): Promise<string[]> {
  const warnings: string[] = [];
  for (const setting of REQUIRED) {
    const result = await db.execute(sql.raw(`SHOW ${setting.name}`));
    const value = String((result as unknown as { rows: Record<string, unknown>[] }).rows[0]?.[setting.name] ?? '');
    if (!setting.safe(value)) {
      warnings.push(`PostgreSQL ${setting.name} = ${value}: ${setting.why}. Do not run production like this (see docs/operations.md).`);
    }
  }
  return warnings;
}
