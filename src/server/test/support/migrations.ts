import { readFileSync } from 'node:fs';

/**
 * The migration files in the order drizzle applies them (its journal), split into statements, so a
 * migration test can stop the schema just before the migration it tests, write data as it was
 * written then, and apply that migration and every later one.
 */
const folder = new URL('../../../../drizzle/', import.meta.url);
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as { entries: { tag: string }[] };
const tags = journal.entries.map((entry) => entry.tag);

function statementsOf(tag: string): string[] {
  return readFileSync(new URL(`${tag}.sql`, folder), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.trim());
}

function indexOf(tag: string): number {
  const index = tags.indexOf(tag);
  if (index < 0) throw new Error(`No migration ${tag} in drizzle/meta/_journal.json`);
  return index;
}

/** Every statement of the migrations that come before `tag`. */
export const statementsBefore = (tag: string): string[] => tags.slice(0, indexOf(tag)).flatMap(statementsOf);

/** Every statement of `tag` and of the migrations after it. */
export const statementsFrom = (tag: string): string[] => tags.slice(indexOf(tag)).flatMap(statementsOf);
