import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
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

  it('reads a long file decoded piece by piece whole: letters of two, three and four bytes cut nowhere, in every encoding', async () => {
    // 3,000 rows of Arabic, French and an emoji (about 100 kB): the decoder's pieces end inside many letters.
    const rows = Array.from({ length: 3000 }, (_, index) => [`A-${index}`, `تم التسليم ${index} Livré 😀`]);
    const text = ['Order;Status', ...rows.map((row) => row.join(';'))].join('\r\n');
    const expected = rows.map((cells, index) => ({ cells, row: index + 2 }));
    const utf16be = Buffer.from(text, 'utf16le').swap16();
    for (const bytes of [Buffer.from(text), Buffer.from(`\uFEFF${text}`), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]), Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be])]) {
      const file = await readAll(bytes, { maxRows: 5000, path: 'file' });
      expect(file.header).toEqual(['Order', 'Status']);
      expect(file.rows).toEqual(expected);
    }
    // Windows-1256: Arabic letters are one byte each (no emoji there).
    const arabic = rows.map(([id], index) => [id!, `تم التسليم ${index}`]);
    const file = await readAll(iconv.encode(['Order;Status', ...arabic.map((row) => row.join(';'))].join('\r\n'), 'windows-1256'), { maxRows: 5000, path: 'file' });
    expect(file.encoding).toBe('windows-1256');
    expect(file.rows).toEqual(arabic.map((cells, index) => ({ cells, row: index + 2 })));
  });

  it('refuses a UTF-16 file with a NUL character, and reads one whose letters have zero bytes', async () => {
    // "Ā" is U+0100: bytes 00 01 in UTF-16 BE, a zero byte that is not a NUL character.
    const letters = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('A,B\nĀ,1\n', 'utf16le').swap16()]);
    expect((await readAll(letters)).rows).toEqual([{ cells: ['Ā', '1'], row: 2 }]);
    const nul = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('A,B\nx\u0000,1\n', 'utf16le')]);
    expect((await refusalOf(readTabularRows(nul, LIMITS))).errors?.[0]?.code).toBe('invalidFormat');
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

describe('readTabularRows on Arabic and tab-separated text', () => {
  it('reads Windows-1256 bytes (Excel’s “CSV” on an Arabic Windows) as Arabic letters', async () => {
    // "الحالة;المبلغ\nتم التسليم;150" written in Windows-1256 by iconv-lite, the same table the decoder reads.
    const bytes = iconv.encode('الحالة;المبلغ\nتم التسليم;150\nمرتجع;0', 'windows-1256');
    // Each Arabic letter is one byte past 0x7F there: ا is 0xC7, ل is 0xE1, ح is 0xCD.
    expect([...bytes.subarray(0, 3)]).toEqual([0xc7, 0xe1, 0xcd]);
    const file = await readAll(bytes);
    expect(file.encoding).toBe('windows-1256');
    expect(file.header).toEqual(['الحالة', 'المبلغ']);
    expect(file.rows).toEqual([{ cells: ['تم التسليم', '150'], row: 2 }, { cells: ['مرتجع', '0'], row: 3 }]);
  });

  it('keeps French in Windows-1252 when the accents stand alone between ASCII letters', async () => {
    const file = await readAll(iconv.encode('Numéro;État\nA-1;Livrée à Fès\n', 'windows-1252'));
    expect(file.encoding).toBe('windows-1252');
    expect(file.header).toEqual(['Numéro', 'État']);
    expect(file.rows).toEqual([{ cells: ['A-1', 'Livrée à Fès'], row: 2 }]);
  });

  it('takes the tab as the delimiter when the header has more tabs than commas or semicolons', async () => {
    const file = await readAll('Order\tCustomer\tAmount\nA-1\tSara, Rabat\t12;5\n');
    expect(file.rows).toEqual([{ cells: ['A-1', 'Sara, Rabat', '12;5'], row: 2 }]);
  });
});

async function workbook(rows: (ExcelJS.CellValue[] | null)[], extra?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Orders');
  rows.forEach((values, index) => {
    if (values) sheet.getRow(index + 1).values = values;
  });
  extra?.(sheet);
  book.addWorksheet('Second sheet').addRow(['never', 'read']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('readTabularRows on an XLSX workbook', () => {
  it('reads the first worksheet: formulas by their result, dates as they show, empty rows skipped with their numbers kept', async () => {
    const bytes = await workbook([
      ['Order', 'Placed', 'Quantity', 'Total', 'Note'],
      ['A-1', new Date(Date.UTC(2026, 2, 5, 14, 30)), 2, { formula: 'C2*75.25', result: 150.5 }, { richText: [{ text: 'Fragile ' }, { text: 'box' }] }],
      null,
      null,
      ['A-2', new Date(Date.UTC(2026, 2, 6)), 1, { formula: 'C5*99', result: 99 }],
      ['', '', '', '', ''],
      ['A-3', 'not a date', { formula: '1/0', result: { error: '#DIV/0!' } }, 10, '  spaced  '],
    ]);
    const file = await readTabularRows(bytes, LIMITS);
    expect(file.kind).toBe('xlsx');
    expect(file.header).toEqual(['Order', 'Placed', 'Quantity', 'Total', 'Note']);
    const rows: TabularRow[] = [];
    for await (const row of file.rows) rows.push(row);
    // Row 3 and 4 are empty and row 6 holds only empty text: skipped; the rest keep the numbers Excel shows.
    // A-2 has no Note: its row is as wide as the header all the same. 2 × 75.25 = 150.5; 1 × 99 = 99.
    expect(rows).toEqual([
      { cells: ['A-1', '2026-03-05T14:30:00', '2', '150.5', 'Fragile box'], row: 2 },
      { cells: ['A-2', '2026-03-06T00:00:00', '1', '99', ''], row: 5 },
      { cells: ['A-3', 'not a date', '', '10', 'spaced'], row: 7 },
    ]);
  });

  it('refuses the row past the limit with 413 naming the limit, as for a CSV', async () => {
    const bytes = await workbook([['Order'], ...Array.from({ length: 12 }, (_, i) => [`A-${i}`])]);
    const error = await refusalOf(readAll(bytes, { maxRows: 11, path: 'file' }));
    expect(error.status).toBe(413);
    expect(error.errors).toEqual([{ path: 'file', code: 'tooManyRows', limit: 11, message: expect.stringContaining('more than 11 rows') }]);
  });

  it('stops at the first rows wider than the header', async () => {
    const bytes = await workbook([['Order', 'Status'], ...Array.from({ length: 30 }, (_, i) => [`A-${i}`, 'Delivered', 'stray'])]);
    const file = await readAll(bytes, { ...LIMITS, maxInconsistentRows: 5 } as typeof LIMITS);
    expect(file.rows.map((row) => row.row)).toEqual([2, 3, 4, 5, 6]);
  });

  it('refuses a damaged workbook and an empty one with one error on its path', async () => {
    const damaged = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    const unreadable = await refusalOf(readTabularRows(damaged, LIMITS));
    expect(unreadable.errors).toEqual([{ path: 'file', code: 'invalidFormat', message: 'This file could not be read as an XLSX workbook.' }]);
    const empty = await refusalOf(readTabularRows(await workbook([]), LIMITS));
    expect(empty.errors).toEqual([{ path: 'file', code: 'required', message: 'The file is empty.' }]);
  });

  it('hands the event loop back while it reads a long workbook', async () => {
    const bytes = await workbook([['Order', 'Status'], ...Array.from({ length: 20_000 }, (_, i) => [`A-${i}`, 'Delivered'])]);
    let timerFiredAtRow = -1;
    let rowsRead = 0;
    const file = await readTabularRows(bytes, { maxRows: 50_000, turnBudgetMs: 5 });
    setTimeout(() => (timerFiredAtRow = rowsRead), 0);
    for await (const _row of file.rows) rowsRead += 1;
    expect(rowsRead).toBe(20_000);
    expect(timerFiredAtRow).toBeGreaterThanOrEqual(0);
    expect(timerFiredAtRow).toBeLessThan(20_000);
  });
});
