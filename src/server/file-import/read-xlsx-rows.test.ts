import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { xlsxRows } from './read-xlsx-rows';

async function workbookBytes(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Orders');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('xlsxRows', () => {
  // exceljs's reader loses a workbook's start now and then when the process is busy (1 read in about 300 with
  // eight at once beside two busy cores), failing with a TypeError; here its first read fails so, on purpose.
  it('reads bytes again when the reader lost the workbook’s start, and gives every row once', async () => {
    const bytes = await workbookBytes([['Order ID', 'Status', 'Collected'], ['A-1', 'Delivered', 40], ['A-2', 'Returned', ''], ['A-5', 'Delivered', 1000.5]]);
    const parse = vi.spyOn(ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as { parse(): AsyncGenerator<unknown> }, 'parse');
    parse.mockImplementationOnce(async function* () {
      throw new TypeError("Cannot read properties of undefined (reading 'sheets')");
    });
    try {
      const rows: string[][] = [];
      for await (const row of xlsxRows(bytes)) rows.push(row.cells);
      expect(rows).toEqual([['Order ID', 'Status', 'Collected'], ['A-1', 'Delivered', '40'], ['A-2', 'Returned'], ['A-5', 'Delivered', '1000.5']]);
      expect(parse).toHaveBeenCalledTimes(2);
    } finally {
      parse.mockRestore();
    }
  });

  it('still refuses bytes that are no workbook', async () => {
    const broken = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]);
    await expect(async () => {
      for await (const _row of xlsxRows(broken)) void _row;
    }).rejects.toThrow('The workbook could not be read');
  });
});
