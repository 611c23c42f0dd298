import { and, eq } from 'drizzle-orm';
import type { Statement, StatementImportQuery } from '../../../domain/remittances/api-schemas';
import { proposeStatementMapping, StatementRowReader, type ReadStatementRow, type StatementField, type StatementMapping, type StatementRowError } from '../../../domain/remittances/statement-rows';
import { money } from '../../../domain/money';
import type { Db, DbOrTx } from '../../db/client';
import { remittanceLines, remittanceStatements } from '../../db/schema';
import { AppError } from '../../errors';
import { heavyImports, readTabularRows, writeInBatches } from '../../file-import';
import { adoptCourierCurrency, courierKey } from './courier-queries';

/** The largest statement file taken, and its most rows: a courier's statement of a busy month is far below both. */
export const STATEMENT_MAX_BYTES = 8 * 1024 * 1024;
export const STATEMENT_MAX_ROWS = 50_000;
const LINES_PER_INSERT = 500;

type StatementRow = typeof remittanceStatements.$inferSelect;

export function toStatement(row: StatementRow): Statement {
  return { id: row.id, reference: row.reference, date: row.statementDay, layout: row.layout as Statement['layout'], currency: row.currency, rows: row.rows, remitted: money(row.remittedMinor, row.currency), fileName: row.fileName };
}

export async function findStatement(db: DbOrTx, ownerId: string, courier: string, reference: string): Promise<Statement | null> {
  const [row] = await db
    .select()
    .from(remittanceStatements)
    .where(and(eq(remittanceStatements.ownerId, ownerId), eq(remittanceStatements.courier, courierKey(courier)), eq(remittanceStatements.reference, reference)));
  return row ? toStatement(row) : null;
}

const ISSUE_MESSAGES: Record<StatementRowError['code'], string> = {
  missingColumn: 'No column of the file is mapped to this field.',
  required: 'This cell is empty.',
  badAmount: 'This is not an amount.',
  negativeAmount: 'This amount cannot be negative.',
};
const ISSUE_CODES = { missingColumn: 'required', required: 'required', badAmount: 'badAmount', negativeAmount: 'tooSmall' } as const;

/** The refusal of a file: every bad cell as `rows.<row>.<field>` (or `columns.<field>` for a missing column). */
function refusal(errors: readonly StatementRowError[], count: number): AppError {
  return new AppError('IMPORT_REFUSED', `The statement was not imported: ${count} problem${count === 1 ? '' : 's'} in the file.`, {
    errors: errors.map((error) => ({
      path: error.row === 0 ? `columns.${error.field}` : `rows.${error.row}.${error.field}`,
      code: ISSUE_CODES[error.code],
      message: error.value ? `${ISSUE_MESSAGES[error.code]} (${error.value})` : ISSUE_MESSAGES[error.code],
    })),
  });
}

/** The header and the first rows of a statement, with the columns proposed for its fields. */
export async function previewStatement(bytes: Uint8Array, rowsWanted: number): Promise<{ headers: string[]; rows: string[][] }> {
  const file = await readTabularRows(bytes, { maxRows: STATEMENT_MAX_ROWS, path: 'file' });
  const rows: string[][] = [];
  for await (const row of file.rows) {
    rows.push(row.cells);
    if (rows.length >= rowsWanted) break;
  }
  return { headers: file.header.map((cell) => cell.trim()), rows };
}

/** Reads a statement whole; any bad row refuses it (nothing is stored). */
async function readStatement(bytes: Uint8Array, query: StatementImportQuery, saved: StatementMapping | null): Promise<ReadStatementRow[]> {
  const file = await readTabularRows(bytes, { maxRows: STATEMENT_MAX_ROWS, path: 'file' });
  const headers = file.header.map((cell) => cell.trim());
  const reader = new StatementRowReader(query.layout, headers, proposeStatementMapping(query.layout, headers, saved), query.currency);
  if (reader.refusesFile) throw refusal(reader.errors, reader.errorCount);
  for await (const row of file.rows) reader.add(row.cells, row.row);
  const rows = reader.finish();
  if (!rows) throw refusal(reader.errors, reader.errorCount);
  if (rows.length === 0) throw new AppError('IMPORT_REFUSED', 'The statement has no rows.', { errors: [{ path: 'file', code: 'required', message: 'The statement has no rows.' }] });
  return rows;
}

const feeOf = (row: ReadStatementRow, type: 'shipping' | 'cod' | 'callCenter' | 'vat') => row.fees?.[type]?.minor ?? null;

/**
 * Imports a statement in the shared queue: read and checked whole, then written in one transaction. A reference
 * the courier's statements already have answers that statement and changes nothing.
 */
/**
 * Imports a statement once per reference. Amounts whose sum passes the money range refuse the whole file (400 at
 * `file`): the transaction stores nothing, and no answer is left that could not be added up again.
 */
export async function importStatement(db: Db, ownerId: string, bytes: Uint8Array, query: StatementImportQuery, saved: StatementMapping | null): Promise<{ created: boolean; statement: Statement }> {
  try {
    return await importStatementOnce(db, ownerId, bytes, query, saved);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const message = `The statement's amounts cannot be added up: ${error.message}.`;
    throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'file', code: 'invalid', message }] });
  }
}

async function importStatementOnce(db: Db, ownerId: string, bytes: Uint8Array, query: StatementImportQuery, saved: StatementMapping | null): Promise<{ created: boolean; statement: Statement }> {
  return heavyImports.run(async () => {
    const before = await findStatement(db, ownerId, query.courier, query.reference);
    if (before) return { created: false, statement: before };
    const rows = await readStatement(bytes, query, saved);
    const remitted = rows.reduce((sum, row) => sum + row.remitted.minor, 0);
    const written = await db.transaction(async (tx) => {
      const [statement] = await tx
        .insert(remittanceStatements)
        .values({
          ownerId,
          courier: courierKey(query.courier),
          reference: query.reference,
          statementDay: query.date,
          layout: query.layout,
          currency: query.currency,
          fileName: query.fileName,
          rows: rows.length,
          remittedMinor: money(remitted, query.currency).minor,
        })
        .onConflictDoNothing()
        .returning();
      if (!statement) return null;
      await writeInBatches(rows, LINES_PER_INSERT, async (batch) => {
        await tx.insert(remittanceLines).values(
          batch.map((row) => ({
            statementId: statement.id,
            row: row.row,
            orderExternalId: row.orderId,
            collectedMinor: row.collected.minor,
            feesTotalMinor: row.totalFees.minor,
            feeShippingMinor: feeOf(row, 'shipping'),
            feeCodMinor: feeOf(row, 'cod'),
            feeCallCenterMinor: feeOf(row, 'callCenter'),
            feeVatMinor: feeOf(row, 'vat'),
            remittedMinor: row.remitted.minor,
          })),
        );
      });
      await adoptCourierCurrency(tx, ownerId, query.courier, query.currency);
      return toStatement(statement);
    });
    // Another request imported the same reference between the check and the write.
    if (!written) return { created: false, statement: (await findStatement(db, ownerId, query.courier, query.reference))! };
    return { created: true, statement: written };
  });
}

export type { StatementField };
