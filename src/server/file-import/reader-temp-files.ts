import { AsyncLocalStorage } from 'node:async_hooks';
import { truncateSync } from 'node:fs';
import { createRequire } from 'node:module';

// exceljs's streaming reader writes each worksheet that comes before the shared strings in the archive (the order
// Excel writes them in) to a temporary file, and deletes it only once it has read that worksheet to its end. A
// read stopped early (a preview's first rows, a row limit passed, a workbook unpacking too far) left the file, the
// worksheet's whole XML, until the process exits: one per preview of a workbook made by Excel. Each read now
// keeps the temporary files made on its behalf (exceljs asks the `tmp` package for them while one of the read's
// steps runs) and removes them when it ends, and any it is given after that: a workbook refused as it unpacks can be
// cut off between exceljs asking for a file and getting it, and that file would otherwise stay for good.

type Cleanup = () => void;
type MakeFile = (...args: unknown[]) => unknown;

const readInProgress = new AsyncLocalStorage<ReaderTempFiles>();
let readsInArchive = 0;
let watching = false;

/** Has exceljs's own `tmp` (the same module instance) tell the read in progress about each file it makes. */
function watchTempFiles(): void {
  if (watching) return;
  watching = true;
  const requireFromExceljs = createRequire(createRequire(import.meta.url).resolve('exceljs'));
  const tmp = requireFromExceljs('tmp') as { file: MakeFile };
  const makeFile = tmp.file;
  tmp.file = function file(this: unknown, ...args: unknown[]) {
    const read = readInProgress.getStore();
    const callback = args.at(-1);
    if (!read || typeof callback !== 'function') return makeFile.apply(this, args);
    const told = (error: unknown, path: string, fd: number, cleanup: Cleanup) => {
      (callback as (...answer: unknown[]) => void)(error, path, fd, cleanup);
      if (!error) read.keep(path, cleanup);
    };
    return makeFile.apply(this, [...args.slice(0, -1), told]);
  };
}

/** The temporary files exceljs makes during one read. */
export class ReaderTempFiles {
  readonly files = new Map<string, Cleanup>();
  private ended = false;

  /**
   * Runs the reader's first step, in which it goes through the archive and makes its temporary files, as this
   * read's. The async-context tracking this needs slows every promise of the process while it is on, so it is
   * on only while some read is in its first step.
   */
  async duringArchive<T>(step: () => Promise<T>): Promise<T> {
    watchTempFiles();
    readsInArchive += 1;
    try {
      return await readInProgress.run(this, step);
    } finally {
      readsInArchive -= 1;
      if (readsInArchive === 0) readInProgress.disable();
    }
  }

  /** Keeps a file made for this read; one made after the read has ended is removed at once. */
  keep(path: string, cleanup: Cleanup): void {
    if (this.ended) removeFile(path, cleanup);
    else this.files.set(path, cleanup);
  }

  /** Removes every file of the read, and from now on any made later. */
  remove(): void {
    this.ended = true;
    for (const [path, cleanup] of this.files) removeFile(path, cleanup);
    this.files.clear();
  }
}

/**
 * Empties and deletes a file: emptied first, its disk space is free at once even while the reader still holds it
 * open, and a reader still reading it meets its end.
 */
function removeFile(path: string, cleanup: Cleanup): void {
  try {
    truncateSync(path, 0);
  } catch {
    // Already deleted by the reader, which read it to its end.
  }
  try {
    cleanup();
  } catch {
    // Gone already.
  }
}
