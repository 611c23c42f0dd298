import { newPdfDocument } from './pdf-document';

/** The page of a tabular report: its size in points and the margin kept on every side. */
export interface ReportPage {
  width: number;
  height: number;
  margin: number;
}

/** A pdfkit document and the bytes it will have written once `doc.end()` is called. */
export async function collectedPdf(options: PDFKit.PDFDocumentOptions): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const doc = await newPdfDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/**
 * Columns across the page's content width in proportion to `weights`; right to left, the first column stands at
 * the right edge. `xOf(i)` is column i's left edge, `widths[i]` its width.
 */
export function tableColumns(weights: readonly number[], page: ReportPage, rtl: boolean): { widths: number[]; xOf(index: number): number } {
  const contentWidth = page.width - 2 * page.margin;
  const scale = contentWidth / weights.reduce((sum, weight) => sum + weight, 0);
  const widths = weights.map((weight) => weight * scale);
  const xOf = (index: number) => {
    const before = widths.slice(0, index).reduce((sum, width) => sum + width, 0);
    return rtl ? page.margin + contentWidth - before - widths[index]! : page.margin + before;
  };
  return { widths, xOf };
}
