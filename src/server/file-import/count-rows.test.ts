import { describe, expect, it } from 'vitest';
import { CsvRecordCounter } from './count-rows';
import { readTabularRows } from './read-tabular-rows';

/** The records the counter finds when the bytes arrive cut at `cut` (and at every `cut` bytes after). */
function counted(bytes: Buffer, cut: number): number {
  const counter = new CsvRecordCounter();
  let records = 0;
  for (let start = 0; start < bytes.length; start += cut) records = counter.add(bytes.subarray(start, start + cut));
  return records;
}

/** The header and the rows the pipeline's reader reads from the same bytes. */
async function readerRecords(bytes: Buffer): Promise<number> {
  const file = await readTabularRows(bytes, { maxRows: 1000, maxInconsistentRows: Number.POSITIVE_INFINITY });
  let rows = 0;
  for await (const _row of file.rows) rows += 1;
  return 1 + rows;
}

describe('CsvRecordCounter', () => {
  // Each file's records are counted by hand in its comment; the reader is asked too, so the two cannot part.
  const files: [string, Buffer, number][] = [
    // Header and two rows; the last row has no line end.
    ['plain', Buffer.from('a,b\n1,2\n3,4'), 3],
    // Blank lines (LF, CRLF, CR) are no rows; a line of spaces and a line of "" are rows: header + 4.
    ['blank lines', Buffer.from('a,b\n\n1,2\r\n\r\n   \r\r""\n3,4\n\n'), 5],
    // Line breaks inside quotes, and a quote doubled inside quotes: header + 2.
    ['quoted breaks', Buffer.from('a,b\n"x\ny, ""z""\r\n",2\n"\n\n",3\n'), 3],
    // A UTF-8 byte order mark, then Arabic letters (bytes past 0x7F): header + 1.
    ['UTF-8 with BOM', Buffer.from('\uFEFFالطلب,الحالة\nA-1,تم التسليم\n'), 2],
    // Windows-1256: "تم" is 0xCA 0xE3; header + 2.
    ['Windows-1256', Buffer.concat([Buffer.from('a;b\n1;'), Buffer.from([0xca, 0xe3]), Buffer.from('\n2;'), Buffer.from([0xca, 0xe3])]), 3],
    // UTF-16 little endian with its BOM, "ਊ" (U+0A0A) holds the byte 0x0A twice and is no line end: header + 2.
    ['UTF-16 LE', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a\tb\r\n1\tਊ\r\n\r\n2\t"\n"\r\n', 'utf16le')]), 3],
    // The same in big endian: header + 2.
    ['UTF-16 BE', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('a\tb\r\n1\tਊ\r\n\r\n2\t"\n"\r\n', 'utf16le').swap16()]), 3],
  ];

  it.each(files)('counts %s as the reader reads it, however the bytes are cut', async (_name, bytes, expected) => {
    expect(await readerRecords(bytes)).toBe(expected);
    for (const cut of [1, 2, 3, 5, 7, bytes.length]) expect(counted(bytes, cut), `cut every ${cut} bytes`).toBe(expected);
  });
});
