import { MAX_ACTUAL_MONEY } from '../../../domain/actuals/actual-record';
import { proposeColumns, proposeStatusMeaning } from '../../../domain/actuals/column-proposals';
import { MAX_PREVIEW_STATUSES, PREVIEW_ROWS, type OrderFilePreview, type OrderFilePreviewQuery, type StatusTally } from '../../../domain/actuals/order-file-preview';
import { MAX_ROW_ISSUES, type OrderMapping } from '../../../domain/actuals/order-import';
import { readNumber } from '../../../domain/number-input';
import type { Db } from '../../db/client';
import { heavyImports } from '../../file-import/import-queue';
import { readTabularRows } from '../../file-import/read-tabular-rows';
import { getOwnSimulation } from '../simulations/queries';
import { MAX_ORDER_ROWS } from './import-orders';

type ColumnKey = keyof OrderMapping['columns'];
const KEYS: ColumnKey[] = ['orderId', 'status', 'amount'];

/**
 * An orders file as the import will read it, before anything is stored (decision 0059): its header, the columns
 * read (the ones asked for when the header has them, else the ones its names propose), its order count, first
 * rows, and each status value of the status column with its order count and amount total. The same reader, limits
 * and queue as the import: what the preview shows is what the import counts.
 */
export async function previewOrders(db: Db, userId: string, simulationId: string, content: Uint8Array, asked: OrderFilePreviewQuery): Promise<OrderFilePreview> {
  await getOwnSimulation(db, userId, simulationId);
  return heavyImports.run(async () => {
    const table = await readTabularRows(content, { maxRows: MAX_ORDER_ROWS, maxInconsistentRows: MAX_ROW_ISSUES, path: 'file' });
    const header = table.header.map((name) => name.trim());
    const proposed = proposeColumns(header);
    const columns: Partial<OrderMapping['columns']> = {};
    for (const key of KEYS) {
      const name = [asked[key], proposed[key]].find((candidate) => candidate !== undefined && candidate !== '' && header.includes(candidate));
      if (name !== undefined) columns[key] = name;
    }
    const statusAt = columns.status === undefined ? -1 : header.indexOf(columns.status);
    const amountAt = columns.amount === undefined ? -1 : header.indexOf(columns.amount);
    const tallies = new Map<string, StatusTally>();
    const rows: string[][] = [];
    let rowCount = 0;
    for await (const { cells } of table.rows) {
      rowCount += 1;
      if (rows.length < PREVIEW_ROWS) rows.push(header.map((_name, index) => cells[index] ?? ''));
      const value = statusAt < 0 ? '' : (cells[statusAt] ?? '').trim();
      if (value === '') continue;
      let tally = tallies.get(value);
      if (!tally) {
        if (tallies.size >= MAX_PREVIEW_STATUSES) continue;
        const meaning = proposeStatusMeaning(value);
        tally = { value, orders: 0, amountTotal: 0, ...(meaning ? { proposed: meaning } : {}) };
        tallies.set(value, tally);
      }
      tally.orders += 1;
      const amount = amountAt < 0 ? null : readNumber(cells[amountAt] ?? '');
      // An amount past the money range is a row error at import; left out here, the total stays finite.
      if (amount?.ok && amount.value >= 0 && amount.value <= MAX_ACTUAL_MONEY) tally.amountTotal += amount.value;
    }
    return { kind: table.kind, encoding: table.encoding, header, columns, rowCount, rows, statuses: [...tallies.values()] };
  });
}
