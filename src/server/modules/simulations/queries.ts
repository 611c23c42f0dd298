import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Simulation } from '../../../domain/entities';
import type { SimulationRecordValues } from '../../../domain/simulation-record';
import type { Db } from '../../db/client';
import { simulations } from '../../db/schema';
import { AppError } from '../../errors';

// Every column but the owner, which never leaves the server.
const { userId: _userId, ...simulationColumns } = getTableColumns(simulations);

type Row = Omit<typeof simulations.$inferSelect, 'userId'>;

function toSimulation(row: Row): Simulation {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Stores a simulation for its owner; the values are the server's own (see buildSimulationRecord). */
export async function createSimulation(db: Db, userId: string, values: SimulationRecordValues): Promise<Simulation> {
  const [row] = await db
    .insert(simulations)
    .values({ ...values, userId })
    .returning(simulationColumns);
  return toSimulation(row!);
}

/** The owner's simulations, newest first, one page of them, and how many there are in all. */
export async function listSimulations(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ items: Simulation[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select(simulationColumns)
      .from(simulations)
      .where(eq(simulations.userId, userId))
      .orderBy(desc(simulations.createdAt), desc(simulations.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(simulations).where(eq(simulations.userId, userId)),
  ]);
  return { items: rows.map(toSimulation), total: totals?.total ?? 0 };
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

/** Deletes one of the owner's simulations; another seller's id is "not found" and stays untouched. */
export async function deleteOwnSimulation(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(simulations)
    .where(and(eq(simulations.id, id), eq(simulations.userId, userId)))
    .returning({ id: simulations.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Simulation not found');
}
