/**
 * Files that cannot hurt the server: the shared pipeline of every import (orders today, the order ledger
 * next). Decision records: docs/decisions/0044-file-import-pipeline.md, 0062-rows-counted-as-they-arrive.md.
 *
 * - `fileUploadRoute({ maxBytes, maxRows, kinds })` — spread into a route's options to take the file's own
 *   bytes as its body (`text/csv`, the XLSX type): same-origin checked like JSON, read as a stream against
 *   `maxBytes` and, its rows counted as they arrive (`RowLimit`), against `maxRows` (413 naming the limit the
 *   moment it is passed, chunked or not), a lying Content-Length 400, a stalled client 408.
 *   `uploadedBytes(request)` gives the handler `{ bytes, kind }`. `registerFileUploads(app)` (in app.ts)
 *   teaches the app the media types and counts the rows.
 * - `readTabularRows(bytesOrText, { maxRows, maxInconsistentRows, path })` — CSV or XLSX alike (a workbook
 *   is told by its first bytes): the header at once (an empty file is one error, a `TabularFileRefusal`),
 *   then the rows as an async generator. CSV by streamed csv-parse, comma, semicolon or tab, UTF-8 (BOM or
 *   not), UTF-16 with a BOM, Windows-1256 (Arabic) or Windows-1252; XLSX by exceljs's streaming reader (first
 *   worksheet, formulas by result, dates as shown, empty rows skipped). Both stop after N rows of the wrong
 *   width; a row past `maxRows` is a 413 naming the limit; the event loop is handed back every ~20 ms.
 *   A workbook is unpacked a second time beside the reader, only to be measured (`WorkbookGuard`): one that
 *   unpacks past `WORKBOOK_LIMITS` (a ZIP bomb) is refused as unreadable the moment it does.
 * - `heavyImports.run(job)` — the per-process queue (concurrency 1): a second large file waits its turn.
 * - `writeInBatches(items, size, writeBatch)` — inside the caller's transaction, one statement per batch,
 *   the event loop handed back between batches.
 * - `createPacer(budgetMs)` — `await pacer.pace()` in any long loop of your own.
 */
export { CsvRecordCounter, RowLimit, XlsxRowCounter } from './count-rows';
export { decodeText, type DecodedText, type TextEncodingName } from './decode-text';
export { createPacer, type Pacer } from './event-loop-pacer';
export { acceptsFileBody, FILE_MEDIA_TYPES, fileKindOf, fileUploadRoute, registerFileUploads, uploadedBytes, type FileKind, type FileUpload } from './file-upload';
export { createImportQueue, heavyImports, type ImportQueue } from './import-queue';
export { delimiterOf, readTabularRows, TabularFileRefusal, tooManyRows, type TabularFile, type TabularOptions, type TabularRow } from './read-tabular-rows';
export { cellText, isXlsx } from './read-xlsx-rows';
export { WORKBOOK_LIMITS, WorkbookTooLargeError, type WorkbookLimits } from './workbook-guard';
export { writeInBatches } from './write-in-batches';
