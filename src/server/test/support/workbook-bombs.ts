import JSZip from 'jszip';

// Workbooks that unpack to far more than they weigh (ZIP bombs), with the parts Excel writes; each part's XML
// is given as a piece it repeats.

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>';
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Orders" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS =
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

/** An inline-string cell at `ref` ("B7"). */
export const cell = (text: string, ref: string): string => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
/** Row `number` of an orders file: its cells in columns A to D. */
export const ordersRow = (number: number, cells: readonly string[]): string =>
  `<row r="${number}">${cells.map((text, index) => cell(text, `${'ABCD'[index]}${number}`)).join('')}</row>`;
/** The header row of an orders file. */
export const HEADER_ROW = ordersRow(1, ['Order ID', 'Date', 'Status', 'Total']);

/** A part's XML: `head`, then `piece` `times` times, then `tail`. */
export interface RepeatedXml {
  head: string;
  piece?: string;
  times?: number;
  tail: string;
}

const text = ({ head, piece = '', times = 0, tail }: RepeatedXml): string => head + piece.repeat(times) + tail;

/** A worksheet's XML around `rows`. */
export const sheet = (rows: Omit<RepeatedXml, 'head' | 'tail'> & { head?: string; tail?: string }): RepeatedXml => ({
  head: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${HEADER_ROW}${rows.head ?? ''}`,
  piece: rows.piece,
  times: rows.times,
  tail: `${rows.tail ?? ''}</sheetData></worksheet>`,
});

/** The shared strings' XML around `strings`. */
export const sharedStrings = (strings: Omit<RepeatedXml, 'head' | 'tail'>): RepeatedXml => ({
  head: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}">`,
  ...strings,
  tail: '</sst>',
});

/** A workbook of one worksheet (and shared strings), every part deflated at the strongest level. */
export async function workbookBomb(parts: { sheet: RepeatedXml; sharedStrings?: RepeatedXml; worksheetFirst?: boolean }): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file('xl/workbook.xml', WORKBOOK);
  zip.file('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  // Excel writes the worksheets before the shared strings; exceljs then keeps a worksheet in a temporary file.
  if (parts.worksheetFirst) zip.file('xl/worksheets/sheet1.xml', text(parts.sheet));
  zip.file('xl/sharedStrings.xml', text(parts.sharedStrings ?? sharedStrings({})));
  if (!parts.worksheetFirst) zip.file('xl/worksheets/sheet1.xml', text(parts.sheet));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}
