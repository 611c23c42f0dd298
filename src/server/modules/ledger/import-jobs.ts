import { and, desc, eq } from 'drizzle-orm';
import type { ImportError, ImportJob, ImportKind, ImportListItem, ImportSource, ImportState } from '../../../domain/ledger/api-schemas';
import type { DbOrTx } from '../../db/client';
import { ledgerImportJobs, users } from '../../db/schema';
import { AppError } from '../../errors';

type JobRow = typeof ledgerImportJobs.$inferSelect;

function toJob(row: JobRow): ImportJob {
  return {
    id: row.id,
    kind: row.kind as ImportKind,
    source: row.source as ImportSource,
    fileName: row.fileName,
    state: row.state as ImportState,
    rowsRead: row.rowsRead,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    errors: row.errors as ImportError[],
  };
}

export async function createImportJob(db: DbOrTx, ownerId: string, job: { kind: ImportKind; source: ImportSource; fileName: string }): Promise<string> {
  const [row] = await db.insert(ledgerImportJobs).values({ ownerId, ...job, state: 'queued' }).returning({ id: ledgerImportJobs.id });
  return row!.id;
}

export async function updateImportJob(
  db: DbOrTx,
  id: string,
  change: Partial<{ state: ImportState; rowsRead: number; created: number; updated: number; unchanged: number; errors: ImportError[] }>,
): Promise<void> {
  const finished = change.state === 'done' || change.state === 'refused';
  await db
    .update(ledgerImportJobs)
    .set({ ...change, ...(finished && { finishedAt: new Date() }) })
    .where(eq(ledgerImportJobs.id, id));
}

export async function readImportJob(db: DbOrTx, ownerId: string, id: string): Promise<ImportJob> {
  const [row] = await db.select().from(ledgerImportJobs).where(and(eq(ledgerImportJobs.id, id), eq(ledgerImportJobs.ownerId, ownerId)));
  if (!row) throw new AppError('NOT_FOUND', 'Import not found');
  return toJob(row);
}

/** The seller's 20 most recent imports, with when each was started and the email of the account that did. */
export async function listImportJobs(db: DbOrTx, ownerId: string): Promise<ImportListItem[]> {
  const rows = await db
    .select({ job: ledgerImportJobs, startedBy: users.email })
    .from(ledgerImportJobs)
    .innerJoin(users, eq(users.id, ledgerImportJobs.ownerId))
    .where(eq(ledgerImportJobs.ownerId, ownerId))
    .orderBy(desc(ledgerImportJobs.createdAt), desc(ledgerImportJobs.id))
    .limit(20);
  return rows.map(({ job, startedBy }) => ({ ...toJob(job), startedAt: job.createdAt.toISOString(), startedBy }));
}
