// A line is laid out once to measure it and once more to draw it. pdfkit keeps a layout for reuse only when no
// OpenType features are asked for, and every run here asks for a list (pdf.ts, runFeatures), so fontkit shaped
// each run twice: about a fifth of a report's CPU. Here the font of one document keeps the layout of each text
// and feature list it has shaped; pdfkit reads a layout and never changes it when it measures or draws.

interface Layout {
  glyphs: unknown[];
  positions: unknown[];
  advanceWidth: number;
}

interface EmbeddedFont {
  layout(text: string, features?: unknown, onlyWidth?: boolean): Layout;
}

const remembering = new WeakSet<object>();

/** Makes the font pdfkit is drawing with now keep its shaped runs for the rest of the document (once per font). */
export function reuseMeasuredLayout(doc: PDFKit.PDFDocument): void {
  const embedded = (doc as unknown as { _font?: EmbeddedFont })._font;
  if (!embedded || remembering.has(embedded)) return;
  remembering.add(embedded);
  const shape = embedded.layout.bind(embedded);
  const shaped = new Map<string, Layout>();
  embedded.layout = (text, features, onlyWidth) => {
    if (!Array.isArray(features)) return shape(text, features, onlyWidth);
    const key = `${features.join(',')}\n${text}`;
    let layout = shaped.get(key);
    if (!layout) {
      layout = shape(text, features, onlyWidth);
      shaped.set(key, layout);
    }
    return layout;
  };
}
