import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ordersRow, sharedStrings, sheet, workbookBomb } from '../test/support/workbook-bombs';
import { UnreadableWorkbookError, xlsxRows } from './read-xlsx-rows';
import { WORKBOOK_LIMITS, WorkbookTooLargeError, type WorkbookLimits } from './workbook-guard';

// A workbook that unpacks to far more than it weighs is refused the moment it passes a limit, whatever the
// reader is doing; a real workbook is read whole. The bombs use the product's limits unless a boundary is shown.

/** The rows read, or the limit the workbook passed. */
async function read(bytes: Buffer, limits: WorkbookLimits = WORKBOOK_LIMITS): Promise<{ rows: string[][] } | { refused: string }> {
  const rows: string[][] = [];
  try {
    for await (const row of xlsxRows(bytes, limits)) rows.push(row.cells);
    return { rows };
  } catch (error) {
    if (error instanceof UnreadableWorkbookError && error.reason instanceof WorkbookTooLargeError) return { refused: error.reason.message };
    throw error;
  }
}

const row = (number: number) => ordersRow(number, [`A-${number}`, '2026-03-01', 'delivered', '10']);

describe('a workbook that unpacks past a limit', () => {
  it('is refused at a cell of a megabyte (Excel holds 32,767 characters), or a megabyte of spaces between rows', async () => {
    const bigCell = await workbookBomb({ sheet: sheet({ piece: ordersRow(2, ['A'.repeat(1024 * 1024)]), times: 1 }) });
    const spaces = await workbookBomb({ sheet: sheet({ head: row(2), piece: ' ', times: 1024 * 1024, tail: row(3) }) });
    expect(bigCell.length).toBeLessThan(10_000);
    expect(await read(bigCell)).toEqual({ refused: 'a text too long' });
    expect(await read(spaces)).toEqual({ refused: 'a text too long' });
  });

  it('is refused past 1,048,576 rows, empty ones included (Excel’s own limit), where the reader would skip them all', async () => {
    // The header and 1,048,576 empty rows: one row too many, in a file of a few kilobytes.
    const bytes = await workbookBomb({ sheet: sheet({ piece: '<row/>', times: 1_048_576 }) });
    expect(bytes.length).toBeLessThan(50_000);
    expect(await read(bytes)).toEqual({ refused: 'more than 1048576 rows' });
  });

  it('is refused past 100 times the bytes received (after the first 10 MB), whatever the XML', async () => {
    // 24 MB of empty elements the reader ignores, in about 25 kB.
    const bytes = await workbookBomb({ sheet: sheet({ piece: row(2), times: 1 }), sharedStrings: sharedStrings({ piece: '<x/>', times: 6_000_000 }) });
    expect(bytes.length * 100).toBeLessThan(10 * 1024 * 1024);
    expect(await read(bytes)).toEqual({ refused: 'unpacks to more than 100 times its size' });
  });

  it('stops at each limit, not before: rows, a row’s bytes, a text’s bytes, shared strings, bytes in all', async () => {
    // The text limit counts the bytes from one `<` to the next: a cell's `t>` and its text. The parts' own
    // longest tag ([Content_Types].xml's) is under 300 bytes.
    const tight: WorkbookLimits = { ...WORKBOOK_LIMITS, maxRows: 4, maxRowBytes: 1000, maxTextBytes: 300, maxSharedStrings: 3, maxUnpackedBytes: 8000 };
    // Four rows with the header; a fifth is one too many.
    const rows = (count: number) => workbookBomb({ sheet: sheet({ piece: Array.from({ length: count }, (_, index) => row(index + 2)).join(''), times: 1 }) });
    expect(await read(await rows(3), tight)).toMatchObject({ rows: { length: 4 } });
    expect(await read(await rows(4), tight)).toEqual({ refused: 'more than 4 rows' });
    // From one row's start to the next: 1,000 bytes pass, 1,001 do not (each text under the text limit).
    const rowOf = (bytes: number) => {
      const filler = bytes - ordersRow(2, ['', '', '', '']).length;
      // Four shares that add up to the filler.
      return ordersRow(2, [0, 1, 2, 3].map((share) => 'x'.repeat(Math.floor((filler + share) / 4))));
    };
    expect(rowOf(1000)).toHaveLength(1000);
    expect(rowOf(1001)).toHaveLength(1001);
    expect(await read(await workbookBomb({ sheet: sheet({ piece: `${rowOf(1000)}${row(3)}`, times: 1 }) }), tight)).toMatchObject({ rows: { length: 3 } });
    expect(await read(await workbookBomb({ sheet: sheet({ piece: `${rowOf(1001)}${row(3)}`, times: 1 }) }), tight)).toEqual({ refused: 'a row too long' });
    // A text of 298 bytes passes (300 with its `t>`), of 299 not.
    const texts = (length: number) => workbookBomb({ sheet: sheet({ piece: ordersRow(2, ['y'.repeat(length)]), times: 1 }) });
    expect(await read(await texts(298), tight)).toMatchObject({ rows: [expect.any(Array), ['y'.repeat(298)]] });
    expect(await read(await texts(299), tight)).toEqual({ refused: 'a text too long' });
    // Three shared strings pass, four do not.
    const strings = (times: number) => workbookBomb({ sheet: sheet({ piece: '<row r="2"><c r="A2" t="s"><v>0</v></c></row>', times: 1 }), sharedStrings: sharedStrings({ piece: '<si><t>a</t></si>', times }) });
    expect(await read(await strings(3), tight)).toMatchObject({ rows: [expect.any(Array), ['a']] });
    expect(await read(await strings(4), tight)).toEqual({ refused: 'more than 3 shared strings' });
    // Bytes in all: the parts' XML past 8,000 bytes (about 2,700 without the filler).
    expect(await read(await workbookBomb({ sheet: sheet({ piece: '<x/>', times: 2000 }) }), tight)).toEqual({ refused: 'more than 8000 bytes unpacked' });
  });
});

describe('a real workbook', () => {
  it('is read whole: 20,000 rows of shared strings, dates and numbers, the header included', async () => {
    const book = new ExcelJS.Workbook();
    const orders = book.addWorksheet('Orders');
    orders.addRow(['Order ID', 'Date', 'Status', 'Total', 'City']);
    for (let i = 1; i <= 20_000; i++) orders.addRow([`ORD-${i}`, new Date(Date.UTC(2026, 2, 1 + (i % 28))), i % 3 === 0 ? 'returned' : 'delivered', 100 + (i % 50), `City ${i % 300}`]);
    const result = await read(Buffer.from(await book.xlsx.writeBuffer()));
    expect(result).toMatchObject({ rows: { length: 20_001 } });
    expect((result as { rows: string[][] }).rows[20_000]).toEqual(['ORD-20000', '2026-03-09T00:00:00', 'delivered', '100', 'City 200']);
  });
});

describe('a workbook written as Excel writes it (the worksheet before the shared strings)', () => {
  const ownTempFiles = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`));
  const openFiles = () => readdirSync('/proc/self/fd').length;

  it('leaves no temporary file and no open file behind, read whole, stopped after its first rows, or refused', async () => {
    const rows = Array.from({ length: 5000 }, (_, index) => `<row r="${index + 2}"><c r="A${index + 2}" t="s"><v>0</v></c><c r="B${index + 2}"><v>${index}</v></c></row>`).join('');
    const excelOrdered = await workbookBomb({ worksheetFirst: true, sheet: sheet({ piece: rows, times: 1 }), sharedStrings: sharedStrings({ piece: '<si><t>ORD</t></si>', times: 1 }) });
    const before = { temp: ownTempFiles(), open: openFiles() };
    // Read whole: 5,001 rows, the header included.
    expect(await read(excelOrdered)).toMatchObject({ rows: { length: 5001 } });
    // Stopped after five rows, as a preview stops, three times.
    for (let attempt = 0; attempt < 3; attempt++) {
      let count = 0;
      for await (const _row of xlsxRows(excelOrdered)) if (++count === 5) break;
      expect(count).toBe(5);
    }
    // Refused at a tight row limit while reading the worksheet from its temporary file.
    expect(await read(excelOrdered, { ...WORKBOOK_LIMITS, maxRows: 100 })).toEqual({ refused: 'more than 100 rows' });
    await expect.poll(ownTempFiles).toEqual(before.temp);
    await expect.poll(openFiles).toBeLessThanOrEqual(before.open);
  });

  it('leaves no open file behind when refused while the worksheet is still being written to its temporary file', async () => {
    // Two million empty rows unpack to 12 MB from a few kilobytes, and exceljs copies them to a temporary file before
    // it reads a row (the shared strings come after). The guard stops the read at Excel's row limit, well into that
    // copy, and at a thousand rows, before the file is even made.
    const bomb = await workbookBomb({ worksheetFirst: true, sheet: sheet({ piece: '<row/>', times: 2_000_000 }) });
    const before = { temp: ownTempFiles(), open: openFiles() };
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(await read(bomb)).toEqual({ refused: 'more than 1048576 rows' });
      expect(await read(bomb, { ...WORKBOOK_LIMITS, maxRows: 1000 })).toEqual({ refused: 'more than 1000 rows' });
    }
    await expect.poll(ownTempFiles).toEqual(before.temp);
    await expect.poll(openFiles).toBeLessThanOrEqual(before.open);
  });
});
