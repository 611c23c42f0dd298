import { Transform, type Readable, type TransformCallback } from 'node:stream';
import unzipper, { type Entry } from 'unzipper';

/**
 * What a workbook may unpack to. An XLSX file is a ZIP archive of XML parts, and a few kilobytes of it can
 * unpack to gigabytes (a "zip bomb"): one cell of a gigabyte, millions of empty rows, millions of shared
 * strings. The reader would hold such a cell or such strings in memory and spend minutes on such rows, so
 * the archive is unpacked a second time beside it, only to be measured, and the read stops at the first
 * limit passed (docs/product.md#defaults-and-limits).
 */
export interface WorkbookLimits {
  /** Bytes all parts may unpack to. */
  maxUnpackedBytes: number;
  /** Unpacked bytes per archive byte received, past `ratioGraceBytes`: spreadsheets compress about 5 to 15 times. */
  maxRatio: number;
  ratioGraceBytes: number;
  /** Bytes between two tags: a cell's text is at most 32,767 characters in Excel (6 bytes each when escaped). */
  maxTextBytes: number;
  /** Rows of a worksheet, empty or not: Excel's own limit. */
  maxRows: number;
  /** Bytes of one row's XML. */
  maxRowBytes: number;
  /** Strings of the shared-strings part, which the reader keeps in memory. */
  maxSharedStrings: number;
}

export const WORKBOOK_LIMITS: WorkbookLimits = {
  maxUnpackedBytes: 1024 * 1024 * 1024,
  maxRatio: 100,
  ratioGraceBytes: 10 * 1024 * 1024,
  maxTextBytes: 256 * 1024,
  maxRows: 1_048_576,
  maxRowBytes: 16 * 1024 * 1024,
  maxSharedStrings: 4_000_000,
};

/** A workbook that unpacks past a limit: it is refused as unreadable, whatever its rows. */
export class WorkbookTooLargeError extends Error {}

const LT = 0x3c;
const ROW = Buffer.from('<row');
const SHARED_STRING = Buffer.from('<si');
const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
const SHARED_STRINGS = 'xl/sharedStrings.xml';

/** Counts the start tags `tag` (followed by `>`, a space or `/`) across chunks; answers each one's offset in the part. */
class TagCounter {
  count = 0;
  private carry: Buffer = Buffer.alloc(0);
  private offset = 0;

  constructor(private readonly tag: Buffer) {}

  /** Feeds a chunk; `onTag(partOffset)` for each tag whose next byte has arrived. */
  feed(chunk: Buffer, onTag: (partOffset: number) => void): void {
    const text = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    const base = this.offset - this.carry.length;
    for (let at = text.indexOf(this.tag); at !== -1; at = text.indexOf(this.tag, at + 1)) {
      const next = text[at + this.tag.length];
      if (next === undefined) break; // decided with the next chunk, which starts with this one's tail
      if (next === 0x3e || next === 0x20 || next === 0x2f || next === 0x09 || next === 0x0a || next === 0x0d) {
        this.count += 1;
        onTag(base + at);
      }
    }
    this.offset += chunk.length;
    this.carry = text.subarray(Math.max(0, text.length - this.tag.length));
  }
}

/** Measures one part as it unpacks; throws `WorkbookTooLargeError` at the first limit passed. */
class PartMeasure {
  private sinceTag = 0;
  private readonly rows?: TagCounter;
  private readonly strings?: TagCounter;
  private lastRowAt = 0;
  private size = 0;

  constructor(
    path: string,
    private readonly limits: WorkbookLimits,
  ) {
    if (WORKSHEET.test(path)) this.rows = new TagCounter(ROW);
    if (path === SHARED_STRINGS) this.strings = new TagCounter(SHARED_STRING);
  }

  feed(chunk: Buffer): void {
    this.checkText(chunk);
    this.rows?.feed(chunk, (at) => {
      if (this.rows!.count > this.limits.maxRows) throw new WorkbookTooLargeError(`more than ${this.limits.maxRows} rows`);
      if (this.rows!.count > 1 && at - this.lastRowAt > this.limits.maxRowBytes) throw new WorkbookTooLargeError('a row too long');
      this.lastRowAt = at;
    });
    this.size += chunk.length;
    // The last row is still open: its length so far counts too (what follows the rows is short).
    if (this.rows && this.rows.count > 0 && this.size - this.lastRowAt > this.limits.maxRowBytes) throw new WorkbookTooLargeError('a row too long');
    this.strings?.feed(chunk, () => {
      if (this.strings!.count > this.limits.maxSharedStrings) throw new WorkbookTooLargeError(`more than ${this.limits.maxSharedStrings} shared strings`);
    });
  }

  /** The longest run of bytes after a `<` and before the next: a tag with a cell's text, or spaces between tags. */
  private checkText(chunk: Buffer): void {
    const first = chunk.indexOf(LT);
    if (first === -1) {
      this.sinceTag += chunk.length;
    } else {
      this.sinceTag += first;
      if (this.sinceTag > this.limits.maxTextBytes) throw new WorkbookTooLargeError('a text too long');
      // A run inside the chunk is no longer than the chunk; a long chunk is looked through.
      if (chunk.length > this.limits.maxTextBytes) {
        for (let at = first, next = chunk.indexOf(LT, first + 1); next !== -1; at = next, next = chunk.indexOf(LT, next + 1)) {
          if (next - at - 1 > this.limits.maxTextBytes) throw new WorkbookTooLargeError('a text too long');
        }
      }
      this.sinceTag = chunk.length - chunk.lastIndexOf(LT) - 1;
    }
    if (this.sinceTag > this.limits.maxTextBytes) throw new WorkbookTooLargeError('a text too long');
  }
}

/**
 * A copy of the workbook's bytes, unpacked only to be measured against `limits`. `failure` holds the first
 * limit passed; `onFailure` is called once with it. A damaged archive is left to the reader to refuse.
 */
export class WorkbookGuard {
  failure?: WorkbookTooLargeError;
  /** Settles once every byte fed has been measured (or measuring stopped), with the limit passed if any. */
  readonly measured: Promise<WorkbookTooLargeError | undefined>;
  private settleMeasured!: (failure: WorkbookTooLargeError | undefined) => void;
  private openParts = 0;
  private parsed = false;
  private readonly listeners = new Set<(failure: WorkbookTooLargeError) => void>();
  private received = 0;
  private unpacked = 0;
  private readonly parser: ReturnType<typeof unzipper.Parse>;
  readonly input: Transform;

  constructor(
    private readonly onFailure: (failure: WorkbookTooLargeError) => void,
    private readonly limits: WorkbookLimits = WORKBOOK_LIMITS,
  ) {
    this.measured = new Promise((resolve) => (this.settleMeasured = resolve));
    this.input = new Transform({
      transform: (chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) => {
        this.received += chunk.length;
        callback(null, chunk);
      },
    });
    this.parser = unzipper.Parse({ forceStream: true });
    this.parser.on('error', () => this.stop());
    this.input.on('error', () => this.stop());
    this.parser.on('finish', () => {
      this.parsed = true;
      this.settleIfMeasured();
    });
    this.parser.on('data', (entry: Entry) => {
      if (this.failure) return entry.autodrain();
      const part = new PartMeasure(entry.path, this.limits);
      this.openParts += 1;
      entry.on('end', () => {
        this.openParts -= 1;
        this.settleIfMeasured();
      });
      entry.on('error', () => this.stop());
      entry.on('data', (chunk: Buffer) => {
        if (this.failure) return;
        try {
          this.unpacked += chunk.length;
          if (this.unpacked > this.limits.maxUnpackedBytes) throw new WorkbookTooLargeError(`more than ${this.limits.maxUnpackedBytes} bytes unpacked`);
          if (this.unpacked > this.limits.ratioGraceBytes && this.unpacked > this.received * this.limits.maxRatio) {
            throw new WorkbookTooLargeError(`unpacks to more than ${this.limits.maxRatio} times its size`);
          }
          part.feed(chunk);
        } catch (error) {
          if (!(error instanceof WorkbookTooLargeError)) throw error;
          this.fail(error);
        }
      });
    });
    this.input.pipe(this.parser);
  }

  /**
   * `step`, unless a limit is passed first: then it rejects with that failure at once. (A promise that never
   * settles raced against every step would keep each step's reaction alive: one per row.)
   */
  unlessTooLarge<T>(step: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      this.listeners.add(reject);
      step.then(
        (value) => {
          this.listeners.delete(reject);
          resolve(value);
        },
        (error: unknown) => {
          this.listeners.delete(reject);
          reject(error);
        },
      );
    });
  }

  /** Feeds the guard the same bytes as the reader, from `source`. */
  watch(source: Readable): void {
    source.pipe(this.input);
  }

  private fail(failure: WorkbookTooLargeError): void {
    this.failure = failure;
    this.stop();
    this.onFailure(failure);
    for (const listener of this.listeners) listener(failure);
    this.listeners.clear();
  }

  private settleIfMeasured(): void {
    if (this.parsed && this.openParts === 0) this.settleMeasured(this.failure);
  }

  // Measuring stops: the bytes still arriving pass through unread.
  private stop(): void {
    this.input.unpipe(this.parser);
    this.input.resume();
    this.parser.destroy();
    this.settleMeasured(this.failure);
  }
}
