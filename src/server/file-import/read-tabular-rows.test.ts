import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { readTabularRows, type TabularRow } from './read-tabular-rows';

const LIMITS = { maxRows: 1000, path: 'file' };

async function readAll(input: Uint8Array | string, options = LIMITS): Promise<{ header: string[]; rows: TabularRow[]; encoding: string }> {
  const file = await readTabularRows(input, options);
  const rows: TabularRow[] = [];
  for await (const row of file.rows) rows.push(row);
  return { header: file.header, rows, encoding: file.encoding };
}

async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('readTabularRows', () => {
  it('reads Windows-1252 bytes (Excel’s “CSV” on Windows) as the letters they are, never “Livr\uFFFD”', async () => {
    // "Statut;Montant\nLivré;5€" in Windows-1252: é is 0xE9, € is 0x80.
    const bytes = Buffer.concat([Buffer.from('Statut;Montant\nLivr'), Buffer.from([0xe9]), Buffer.from(';5'), Buffer.from([0x80])]);
    const file = await readAll(bytes);
    expect(file.encoding).toBe('windows-1252');
    expect(file.rows).toEqual([{ cells: ['Livré', '5€'], row: 2 }]);
  });

  it('reads UTF-8 with and without its BOM, and UTF-16 with its BOM, to the same rows', async () => {
    const text = 'Order,Status\nA-1,Livré\nB-2,تم التسليم\n';
    const expected = [{ cells: ['A-1', 'Livré'], row: 2 }, { cells: ['B-2', 'تم التسليم'], row: 3 }];
    for (const bytes of [Buffer.from(text), Buffer.from(`\uFEFF${text}`), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])]) {
      const file = await readAll(bytes);
      expect(file.header).toEqual(['Order', 'Status']);
      expect(file.rows).toEqual(expected);
    }
  });

  it('takes the semicolon as the delimiter when the header has more of them, with quotes and line breaks inside cells', async () => {
    const file = await readAll('Order;Customer;Amount\r\nA-1;"Sara\nRabat";"12,5"\r\n\r\nA-2;Omar;7');
    expect(file.rows).toEqual([{ cells: ['A-1', 'Sara\nRabat', '12,5'], row: 2 }, { cells: ['A-2', 'Omar', '7'], row: 3 }]);
  });

  it('refuses an empty file, or one of blank lines, with one error on its path', async () => {
    for (const input of ['', '\n\n\r\n', Buffer.from([0xef, 0xbb, 0xbf])]) {
      const error = await refusalOf(readTabularRows(input, LIMITS));
      expect(error.code).toBe('IMPORT_REFUSED');
      expect(error.errors).toEqual([{ path: 'file', code: 'required', message: 'The file is empty.' }]);
    }
  });

  it('refuses a file with NUL characters (a binary file) before reading a row', async () => {
    const error = await refusalOf(readTabularRows(Buffer.from('a,b\n1,\u0000'), LIMITS));
    expect(error.errors).toEqual([{ path: 'file', code: 'invalidFormat', message: expect.stringMatching(/NUL/) }]);
  });

  it('names the line of a file csv-parse cannot read', async () => {
    const error = await refusalOf(readAll('Order,Status\nA-1,"Delivered\nA-2,Returned'));
    expect(error.errors).toEqual([{ path: 'file', code: 'invalidFormat', message: expect.stringMatching(/could not be read as CSV \(line \d+\)/) }]);
  });

  it('stops at the first inconsistent rows of a 254,000-row file one column short: it never reads the rest', async () => {
    const text = ['Order,Customer,Status,Collected', ...Array.from({ length: 254_000 }, (_, i) => `B-${i},Customer ${i},Delivered`)].join('\n');
    const file = await readAll(text, { ...LIMITS, maxRows: 300_000, maxInconsistentRows: 50 } as typeof LIMITS);
    expect(file.rows).toHaveLength(50);
    expect(file.rows.at(-1)).toEqual({ cells: ['B-49', 'Customer 49', 'Delivered'], row: 51 });
  });

  it('refuses the row past the limit with 413 naming the limit', async () => {
    const text = ['Order', ...Array.from({ length: 11 }, (_, i) => `A-${i}`)].join('\n');
    expect((await readAll(text, { maxRows: 11, path: 'file' })).rows).toHaveLength(11);
    const error = await refusalOf(readAll(`${text}\nA-11`, { maxRows: 11, path: 'file' }));
    expect(error.status).toBe(413);
    expect(error.errors).toEqual([{ path: 'file', code: 'tooManyRows', limit: 11, message: expect.stringContaining('more than 11 rows') }]);
  });

  it('hands the event loop back while it reads: a timer set before a long file fires before its last row', async () => {
    const text = ['Order,Status', ...Array.from({ length: 100_000 }, (_, i) => `A-${i},Delivered`)].join('\n');
    let timerFiredAtRow = -1;
    let rowsRead = 0;
    setTimeout(() => (timerFiredAtRow = rowsRead), 0);
    const file = await readTabularRows(text, { maxRows: 200_000, turnBudgetMs: 5 });
    for await (const _row of file.rows) rowsRead += 1;
    expect(rowsRead).toBe(100_000);
    expect(timerFiredAtRow).toBeGreaterThanOrEqual(0);
    expect(timerFiredAtRow).toBeLessThan(100_000);
  });
});
