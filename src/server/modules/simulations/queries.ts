import { randomUUID } from 'node:crypto';
import { and, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Simulation } from '../../../domain/entities';
import type { HistoryFacets, SimulationDetails } from '../../../domain/plans/plan-schemas';
import type { HistoryQuery } from './history-query-schema';
import type { SimulationRecordValues } from '../../../domain/simulation-record';
import type { Db } from '../../db/client';
import { simulationCounts, simulations } from '../../db/schema';
import { AppError } from '../../errors';
import { afterPosition, decodeCursor, encodeCursor, historyFilter, historyOrder, positionValue } from './history-query';
import { forgetUserSimulations, pageKey, simulationPages, type SimulationPage } from './page-cache';

// Every column but the owner, which never leaves the server.
export const { userId: _userId, ...simulationColumns } = getTableColumns(simulations);

type Row = Omit<typeof simulations.$inferSelect, 'userId'>;

export function toSimulation(row: Row): Simulation {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export interface NewSimulation {
  userId: string;
  values: SimulationRecordValues;
}

// The stored columns of a new simulation, by property and database name; the database adds the dates.
const insertedColumns = Object.entries(simulationColumns).filter(([key]) => key !== 'createdAt' && key !== 'updatedAt');

/**
 * Stores simulations for their owners in one statement, answering in the order given; the values are
 * the server's own (the save's schema computes them, see simulationInputSchema). The rows travel as one JSON parameter that the database
 * unpacks (json_populate_recordset): a batch of a hundred saves costs one parameter instead of 2,600,
 * and only the id and timestamp come back, since every other value is the one sent.
 */
export async function createSimulations(db: Db, saves: NewSimulation[]): Promise<Simulation[]> {
  const rows = saves.map(({ userId, values }) => ({ ...values, userId, id: randomUUID() }));
  const payload = rows.map((row) => {
    const record: Record<string, unknown> = { user_id: row.userId };
    for (const [key, column] of insertedColumns) record[column.name] = row[key as keyof typeof row];
    return record;
  });
  const names = sql.raw(['user_id', ...insertedColumns.map(([, column]) => column.name)].map((name) => `"${name}"`).join(', '));
  // Both drivers (PGlite, node-postgres) answer a raw statement with its rows under `rows`.
  const { rows: stored } = (await db.execute(sql`
    insert into ${simulations} (${names})
    select ${names} from json_populate_recordset(null::simulations, ${JSON.stringify(payload)}::json)
    returning id, created_at`)) as unknown as { rows: { id: string; created_at: Date | string }[] };
  for (const userId of new Set(saves.map((save) => save.userId))) forgetUserSimulations(db, userId);
  const createdAtById = new Map(stored.map((row) => [row.id, new Date(row.created_at).toISOString()]));
  // A new row was last changed when it was made (both columns default to the statement's now()).
  return rows.map(({ userId: _owner, ...simulation }) => {
    const createdAt = createdAtById.get(simulation.id)!;
    return { ...simulation, createdAt, updatedAt: createdAt };
  });
}

/**
 * One page of the owner's history as sent, from this process's cache when it has it; `serialize`
 * writes the JSON of a page read from the database (the route's response schema).
 */
export async function readSimulationPage(
  db: Db,
  userId: string,
  query: HistoryQuery,
  serialize: (items: Simulation[]) => string,
): Promise<SimulationPage> {
  const cache = simulationPages.of(db);
  const key = pageKey(userId, query);
  const cached = cache?.get(key);
  if (cached) return cached;
  const mark = cache?.mark() ?? 0;
  const { items, total, nextCursor } = await listSimulations(db, userId, query);
  const fresh = { json: serialize(items), total, nextCursor };
  cache?.set(key, userId, fresh, mark);
  return fresh;
}

/** The read of one page (and one row more, to know whether a next page exists), from the position on. */
export function historyPageQuery(db: Db, userId: string, query: HistoryQuery) {
  const filter = historyFilter(userId, query);
  const position = query.cursor ? afterPosition(decodeCursor(query.cursor, query)) : undefined;
  return db
    .select({ ...simulationColumns, position: positionValue(query.sort) })
    .from(simulations)
    .where(position ? and(filter, position) : filter)
    .orderBy(...historyOrder(query))
    .limit(query.limit + 1)
    .offset(query.offset);
}

/**
 * The owner's simulations matching the query, one page of them in its order, how many match in all,
 * and the cursor of the next page when there is one (one row more is read to know).
 */
export async function listSimulations(
  db: Db,
  userId: string,
  query: HistoryQuery,
): Promise<{ items: Simulation[]; total: number; nextCursor: string | null }> {
  const [rows, total] = await Promise.all([historyPageQuery(db, userId, query), countMatching(db, userId, query)]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodeCursor({ sort: query.sort, dir: query.dir, value: last.position, id: last.id }) : null;
  return { items: page.map(({ position: _p, ...row }) => toSimulation(row)), total, nextCursor };
}

/**
 * How many of the owner's simulations the query keeps. Without a search or filter that is the count the
 * triggers keep (one row, however long the history: decision 0031); a filtered count reads the matches.
 */
async function countMatching(db: Db, userId: string, query: HistoryQuery): Promise<number> {
  if (!isFiltered(query)) {
    const [row] = await savedCountQuery(db, userId);
    return row?.saved ?? 0;
  }
  const [row] = await db.select({ total: count() }).from(simulations).where(historyFilter(userId, query));
  return row?.total ?? 0;
}

/** The read of the count the triggers keep (one row by the primary key). */
export function savedCountQuery(db: Db, userId: string) {
  return db.select({ saved: simulationCounts.saved }).from(simulationCounts).where(eq(simulationCounts.userId, userId));
}

function isFiltered(query: HistoryQuery): boolean {
  return [query.q, query.country, query.service, query.from, query.to].some((part) => part !== undefined && part !== '');
}

/**
 * The distinct countries and services of the owner's simulations, by name; each country with its ISO code so the
 * filter can name it in the reader's language (a name saved with several codes, which the forms prevent, keeps one).
 */
export async function historyFacets(db: Db, userId: string): Promise<HistoryFacets> {
  const [countries, services] = await Promise.all([
    db
      .select({ name: simulations.countryName, code: sql<string>`max(${simulations.countryCode})` })
      .from(simulations)
      .where(eq(simulations.userId, userId))
      .groupBy(simulations.countryName)
      .orderBy(simulations.countryName),
    db.selectDistinct({ name: simulations.serviceName }).from(simulations).where(eq(simulations.userId, userId)).orderBy(simulations.serviceName),
  ]);
  return { countries, services: services.map((row) => row.name) };
}

/** One of the owner's simulations; another seller's id is "not found" (existence is not revealed). */
export async function getOwnSimulation(db: Db, userId: string, id: string): Promise<Simulation> {
  const [row] = await db
    .select(simulationColumns)
    .from(simulations)
    .where(and(eq(simulations.id, id), eq(simulations.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Simulation not found');
  return toSimulation(row);
}

/** Replaces the inputs (and so the results) of one of the owner's simulations: "Save → update". */
export async function updateOwnSimulation(db: Db, userId: string, id: string, values: SimulationRecordValues): Promise<Simulation> {
  const [row] = await db
    .update(simulations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(simulations.id, id), eq(simulations.userId, userId)))
    .returning(simulationColumns);
  if (!row) throw new AppError('NOT_FOUND', 'Simulation not found');
  forgetUserSimulations(db, userId);
  return toSimulation(row);
}

/** Renames one of the owner's simulations, or changes its product name or note; inputs stay as saved. */
export async function describeOwnSimulation(db: Db, userId: string, id: string, details: SimulationDetails): Promise<Simulation> {
  const [row] = await db
    .update(simulations)
    .set({ ...details, updatedAt: sql`now()` })
    .where(and(eq(simulations.id, id), eq(simulations.userId, userId)))
    .returning(simulationColumns);
  if (!row) throw new AppError('NOT_FOUND', 'Simulation not found');
  forgetUserSimulations(db, userId);
  return toSimulation(row);
}

/** A new simulation with the inputs of one of the owner's, under the name given (its own when none). */
export async function duplicateOwnSimulation(db: Db, userId: string, id: string, name: string | undefined): Promise<Simulation> {
  const { id: _id, createdAt: _c, updatedAt: _u, ...values } = await getOwnSimulation(db, userId, id);
  const [copy] = await createSimulations(db, [{ userId, values: { ...values, name: name ?? values.name } }]);
  return copy!;
}

/** Deletes one of the owner's simulations; another seller's id is "not found" and stays untouched. */
export async function deleteOwnSimulation(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(simulations)
    .where(and(eq(simulations.id, id), eq(simulations.userId, userId)))
    .returning({ id: simulations.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Simulation not found');
  forgetUserSimulations(db, userId);
}

/**
 * Several of the owner's simulations in the order asked (a comparison's columns); when any id is not one
 * of the owner's, "not found", as for one (existence is not revealed).
 */
export async function getOwnSimulations(db: Db, userId: string, ids: readonly string[]): Promise<Simulation[]> {
  const rows = await db
    .select(simulationColumns)
    .from(simulations)
    .where(and(inArray(simulations.id, [...ids]), eq(simulations.userId, userId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (ids.some((id) => !byId.has(id))) throw new AppError('NOT_FOUND', 'Simulation not found');
  return ids.map((id) => toSimulation(byId.get(id)!));
}
