import { loadPdfFonts } from './fonts';

/**
 * A new pdfkit document, with the report fonts parsed for it. pdfkit and fontkit are loaded on a process's first
 * report rather than at start: the libraries only a download needs are a fifth of a server start's CPU, and every
 * start (and every restart after a crash) paid it (docs/decisions/0036-test-suites-side-by-side.md).
 */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const [{ default: PDFDocument }] = await Promise.all([import('pdfkit'), loadPdfFonts()]);
  return new PDFDocument(options);
}
