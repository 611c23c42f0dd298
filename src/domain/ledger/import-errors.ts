import { IMPORT_ERRORS_KEPT, type ImportError } from './api-schemas';

/** The reasons a file is refused, in the order found: the first IMPORT_ERRORS_KEPT kept, all counted. */
export class ImportErrorList {
  readonly kept: ImportError[] = [];
  count = 0;
  private readonly rows = new Set<string>();

  add(error: ImportError): void {
    this.count++;
    this.rows.add(`${error.row}|${error.column}`);
    if (this.kept.length < IMPORT_ERRORS_KEPT) this.kept.push(error);
  }

  /** True when a row's field already has a reason. */
  hasRow(row: number, column: string): boolean {
    return this.rows.has(`${row}|${column}`);
  }

  /** True when the file as a whole cannot be read (a missing column): its rows are not worth reading. */
  refusesFile(): boolean {
    return this.kept.some((error) => error.row === 0);
  }

  /** The kept errors in row order. */
  sorted(): ImportError[] {
    return [...this.kept].sort((a, b) => a.row - b.row);
  }
}
