import bidiFactory from 'bidi-js';

// Makes drawn Arabic copy back as the letters it was written with (decision 0019).
//
// Noto Sans Arabic draws a letter as a dotless skeleton plus its dots: ب ت ث ن ي share one skeleton.
// pdfkit writes the text of a glyph (the PDF's ToUnicode map) once per glyph id, from fontkit's glyph
// object, and fontkit caches that object by id with the letters of its first use. So the second letter
// on a shared skeleton copied back as the first ("تقرير" → "تقرتر"). Here each use keeps its own letters,
// and a glyph drawn for other letters than before gets its own id in the embedded subset (a copy of the
// same outline), so every id maps to exactly the letters it stands for. A bracket in a right-to-left run
// is drawn as its mirror (bidi-runs.ts, rule L4) and copies back as the bracket that was written.

const bidi = bidiFactory();

interface FontkitGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}

interface FontkitFont {
  getGlyph(id: number, codePoints?: number[]): FontkitGlyph;
}

interface EmbeddedFont {
  font: FontkitFont;
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  scale: number;
  layout(text: string, features?: unknown): { glyphs: FontkitGlyph[]; positions: unknown[] };
  encode(text: string, features?: unknown): [string[], unknown[]];
}

const patched = new WeakSet<object>();

/** A glyph object that carries the letters of this use, not of the first use of its id. */
function glyphsWithOwnLetters(font: FontkitFont): void {
  if (patched.has(font)) return;
  patched.add(font);
  const cached = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = cached(id, codePoints);
    const same = glyph.codePoints.length === codePoints.length && glyph.codePoints.every((c, i) => c === codePoints[i]);
    return same ? glyph : (Object.create(glyph, { codePoints: { value: codePoints } }) as FontkitGlyph);
  };
}

/** The character written for one drawn in a right-to-left run: "(" for a drawn ")". */
function writtenBracket(codePoint: number): number {
  return bidi.getMirroredCharacter(String.fromCodePoint(codePoint))?.codePointAt(0) ?? codePoint;
}

/** pdfkit's EmbeddedFont.encode, with subset ids keyed by glyph and letters instead of by glyph alone. */
function encodeByGlyphAndLetters(embedded: EmbeddedFont): void {
  const ids = new Map<string, number>();
  embedded.encode = (text, features) => {
    const { glyphs, positions } = embedded.layout(text, features);
    const rightToLeft = Array.isArray(features) && features.includes('rtla');
    const encoded = glyphs.map((glyph) => {
      const codePoints = rightToLeft ? glyph.codePoints.map(writtenBracket) : glyph.codePoints;
      const key = `${glyph.id}:${codePoints.join(',')}`;
      let gid = ids.get(key);
      if (gid === undefined) {
        gid = embedded.subset.includeGlyph(glyph.id);
        if (embedded.unicode[gid] !== undefined) {
          // The id already stands for other letters: copy the outline under a new id.
          embedded.subset.glyphs.push(glyph.id);
          gid = embedded.subset.glyphs.length - 1;
        }
        ids.set(key, gid);
        embedded.widths[gid] ??= glyph.advanceWidth * embedded.scale;
        embedded.unicode[gid] = codePoints;
      }
      return `0000${gid.toString(16)}`.slice(-4);
    });
    return [encoded, positions];
  };
}

/** Applies both to the font pdfkit is drawing with now (once per font). */
export function makeCurrentFontCopyable(doc: PDFKit.PDFDocument): void {
  const embedded = (doc as unknown as { _font?: EmbeddedFont })._font;
  if (!embedded?.subset || patched.has(embedded)) return;
  patched.add(embedded);
  glyphsWithOwnLetters(embedded.font);
  encodeByGlyphAndLetters(embedded);
}
