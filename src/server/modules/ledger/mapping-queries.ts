import { and, eq } from 'drizzle-orm';
import type { ImportKind, ImportMapping, ImportSource } from '../../../domain/ledger/api-schemas';
import type { DbOrTx } from '../../db/client';
import { ledgerImportMappings } from '../../db/schema';

export async function readMapping(db: DbOrTx, ownerId: string, kind: ImportKind, source: ImportSource): Promise<ImportMapping | null> {
  const [row] = await db
    .select({ columns: ledgerImportMappings.columns })
    .from(ledgerImportMappings)
    .where(and(eq(ledgerImportMappings.ownerId, ownerId), eq(ledgerImportMappings.kind, kind), eq(ledgerImportMappings.source, source)));
  return row?.columns ?? null;
}

export async function saveMapping(db: DbOrTx, ownerId: string, kind: ImportKind, source: ImportSource, columns: ImportMapping): Promise<ImportMapping> {
  await db
    .insert(ledgerImportMappings)
    .values({ ownerId, kind, source, columns })
    .onConflictDoUpdate({ target: [ledgerImportMappings.ownerId, ledgerImportMappings.kind, ledgerImportMappings.source], set: { columns } });
  return columns;
}
