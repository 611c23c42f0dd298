import { LRUCache } from 'lru-cache';

// Shaping text (fontkit) is most of a PDF's CPU, and most of what a report draws is the same from one report to
// the next: titles, labels, figures. pdfkit keeps a layout for reuse only when no OpenType features are asked
// for, only within one document, and every run here asks for a list (pdf.ts, runFeatures): each run was shaped
// once to measure it and once more to draw it, in every report. Here a parsed font keeps the layouts of the texts
// it has shaped, with their feature lists, for every document that draws with it. A layout depends on the text,
// the features and the font alone (sizes scale it when it is drawn), and pdfkit reads a layout without changing
// it when it measures or draws (it copies a position before spacing words out).

interface Layout {
  glyphs: unknown[];
  positions: unknown[];
  advanceWidth: number;
}

interface EmbeddedFont {
  font: object;
  layout(text: string, features?: unknown, onlyWidth?: boolean): Layout;
}

/** Bounds each font's layouts by the characters they were shaped from (a glyph and its position each). */
const CHARACTERS_KEPT = 100_000;

const layoutsOf = new WeakMap<object, LRUCache<string, Layout>>();
const remembering = new WeakSet<object>();

function layoutsFor(font: object): LRUCache<string, Layout> {
  let layouts = layoutsOf.get(font);
  if (!layouts) {
    layouts = new LRUCache<string, Layout>({ maxSize: CHARACTERS_KEPT, sizeCalculation: (_layout, key) => key.length });
    layoutsOf.set(font, layouts);
  }
  return layouts;
}

/** Makes the font pdfkit is drawing with now reuse the layouts its parsed font has shaped (once per document's font). */
export function reuseShapedLayouts(doc: PDFKit.PDFDocument): void {
  const embedded = (doc as unknown as { _font?: EmbeddedFont })._font;
  if (!embedded?.font || remembering.has(embedded)) return;
  remembering.add(embedded);
  const shape = embedded.layout.bind(embedded);
  const layouts = layoutsFor(embedded.font);
  embedded.layout = (text, features, onlyWidth) => {
    if (!Array.isArray(features)) return shape(text, features, onlyWidth);
    const key = `${features.join(',')}\n${text}`;
    let layout = layouts.get(key);
    if (!layout) {
      layout = shape(text, features, onlyWidth);
      layouts.set(key, layout);
    }
    return layout;
  };
}
