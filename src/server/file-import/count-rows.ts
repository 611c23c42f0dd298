import { PassThrough, Transform, type TransformCallback } from 'node:stream';
import { createPacer } from './event-loop-pacer';
import { isXlsx, xlsxRows } from './read-xlsx-rows';

/**
 * Counts the records of a CSV as its bytes arrive, as `readTabularRows` will read them: a record starts at
 * the first character of a line outside quotes (a line of spaces or `""` is a record, an empty one is not),
 * and CR, LF and CRLF all end a line. A quote outside a quoted cell opens one and the next closes it (`""`
 * inside a quoted cell closes and reopens it, which is the same). In a file the reader reads without error
 * the count is the reader's; in a file with a stray quote it is lower (the reader refuses that file as
 * unreadable anyway), never higher. Works on code units: bytes for UTF-8 and the Windows code pages (quote,
 * CR and LF are single ASCII bytes there and never part of a longer character), 16-bit units after a UTF-16
 * byte order mark.
 */
export class CsvRecordCounter {
  records = 0;
  private quoted = false;
  private inRecord = false;
  private unit: 1 | 2 | undefined;
  private bigEndian = false;
  /** The bytes held until the encoding is known (at most 3), or the odd byte of a UTF-16 unit split across chunks. */
  private held: Buffer = Buffer.alloc(0);

  /** Counts a chunk; answers the records begun so far (the header included). */
  add(chunk: Buffer): number {
    let bytes = this.held.length > 0 ? Buffer.concat([this.held, chunk]) : chunk;
    this.held = Buffer.alloc(0);
    if (this.unit === undefined) {
      if (bytes.length < 3 && !(bytes.length === 2 && (bytes[0] === 0xff || bytes[0] === 0xfe))) {
        this.held = bytes;
        return this.records;
      }
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
      else if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
        this.unit = 2;
        this.bigEndian = bytes[0] === 0xfe;
        bytes = bytes.subarray(2);
      }
      this.unit ??= 1;
    }
    if (this.unit === 1) this.countUnits(bytes);
    else {
      const whole = bytes.length - (bytes.length % 2);
      if (whole < bytes.length) this.held = Buffer.from(bytes.subarray(whole));
      // A copy, so the units sit at an even offset and in this machine's order.
      const units = Buffer.from(bytes.subarray(0, whole));
      if (this.bigEndian) units.swap16();
      this.countUnits(new Uint16Array(units.buffer, units.byteOffset, whole / 2));
    }
    return this.records;
  }

  private countUnits(units: Uint8Array | Uint16Array): void {
    let { quoted, inRecord, records } = this;
    for (let index = 0; index < units.length; index++) {
      const unit = units[index]!;
      if (unit === 0x22) quoted = !quoted;
      else if (!quoted && (unit === 0x0a || unit === 0x0d)) {
        inRecord = false;
        continue;
      }
      if (!inRecord) {
        inRecord = true;
        records += 1;
      }
    }
    Object.assign(this, { quoted, inRecord, records });
  }
}

/**
 * Counts an XLSX workbook's rows as its bytes arrive, with the reader `readTabularRows` uses (the same rows:
 * its first worksheet, empty rows skipped, the header included). A workbook whose worksheet comes after its
 * shared strings is counted as it arrives; one written the other way round when its last bytes have arrived,
 * the worksheet having waited in exceljs's temporary file meanwhile.
 */
export class XlsxRowCounter {
  rows = 0;
  private readonly input = new PassThrough();
  private stopped = false;
  /** Settles when the counting is over: the workbook read to its end, `stopAt` rows reached, or unreadable. */
  readonly done: Promise<void>;

  constructor(stopAt: number) {
    // The reader ends its input when it stops early; a chunk fed after that is dropped, not an error.
    this.input.on('error', () => {});
    this.done = (async () => {
      const pacer = createPacer();
      try {
        for await (const _row of xlsxRows(this.input)) {
          if (++this.rows >= stopAt) break;
          await pacer.pace();
        }
      } catch {
        // A workbook the reader cannot read is refused by the route that reads it, with its own answer.
      } finally {
        this.stopped = true;
      }
    })();
  }

  /** Feeds a chunk; settles when the reader can take more, so the upload waits for the counting. */
  add(chunk: Buffer): Promise<void> | undefined {
    if (this.stopped || this.input.write(chunk)) return undefined;
    return new Promise((resolve) => {
      this.input.once('drain', resolve);
      void this.done.then(resolve);
    });
  }

  /** Settles when the rows of the whole file are counted (or the counting stopped). */
  finish(): Promise<void> {
    if (!this.stopped) this.input.end();
    return this.done;
  }
}

/**
 * The bytes of an upload, passed on unchanged while its rows are counted: a CSV's records or a workbook's
 * rows (told by the first bytes, as `readTabularRows` tells them). The moment the header and `maxRows` rows
 * are passed, the stream fails with `refusal()`, before the rest of the body is read. `receivedEncodedLength`
 * is the bytes taken (Fastify checks Content-Length and its body limit against it).
 */
export class RowLimit extends Transform {
  receivedEncodedLength = 0;
  private head: Buffer = Buffer.alloc(0);
  private csv?: CsvRecordCounter;
  private xlsx?: XlsxRowCounter;

  constructor(
    private readonly maxRows: number,
    private readonly refusal: () => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.receivedEncodedLength += chunk.length;
    this.push(chunk);
    if (!this.csv && !this.xlsx) {
      // Four bytes tell a workbook (a ZIP archive) from text.
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length < 4) return callback();
      chunk = this.head;
      if (isXlsx(chunk)) this.xlsx = new XlsxRowCounter(this.maxRows + 2);
      else this.csv = new CsvRecordCounter();
    }
    if (this.csv) return callback(this.csv.add(chunk) > this.maxRows + 1 ? this.refusal() : undefined);
    const fed = this.xlsx!.add(chunk);
    if (!fed) return callback(this.overLimit());
    fed.then(() => callback(this.overLimit()), callback);
  }

  override _flush(callback: TransformCallback): void {
    // A body of fewer than four bytes holds two rows at most.
    if (!this.xlsx) return callback();
    this.xlsx!.finish().then(() => callback(this.overLimit()), callback);
  }

  // A body cut short (the client hung up, or the request failed) ends the workbook's reading too: the reader
  // then fails on the unfinished archive and lets go of it.
  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    void this.xlsx?.finish();
    callback(error);
  }

  private overLimit(): Error | undefined {
    return this.xlsx && this.xlsx.rows > this.maxRows + 1 ? this.refusal() : undefined;
  }
}
