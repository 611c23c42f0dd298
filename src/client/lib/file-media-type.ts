/** The XLSX media type; with `text/csv`, what every file route takes (docs/decisions/0044-file-import-pipeline.md). */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What a file input offers: CSV and Excel workbooks, by extension and by type. */
export const TABULAR_FILE_ACCEPT = `.csv,.xlsx,text/csv,${XLSX_MEDIA_TYPE}`;

/**
 * The media type a seller's file is sent as: a workbook's own, else CSV. The server tells the two apart by their
 * first bytes, so a misnamed file is still read as what it is.
 */
export function fileMediaType(file: Blob & { name?: string }): string {
  return file.type === XLSX_MEDIA_TYPE || /\.xlsx$/i.test(file.name ?? '') ? XLSX_MEDIA_TYPE : 'text/csv';
}
