/**
 * The text of one run as the font can lay it out, with its width. fontkit (inside pdfkit) throws
 * while positioning some combining marks: a mark whose base glyph has no anchor for it (an Arabic
 * vowel after a space, U+06D6 after any letter). A stored name must never fail an export,
 * so a run the font cannot lay out is drawn without its marks, and failing that, not at all.
 * `measure` lays the text out (pdfkit's widthOfString); drawing the same text with the same
 * features reuses that layout (shaped-layouts.ts), so what measured is what draws.
 */
export function layoutableText(text: string, measure: (text: string) => number): { text: string; width: number } {
  for (const candidate of [text, text.replace(/\p{M}/gu, '')]) {
    try {
      return { text: candidate, width: measure(candidate) };
    } catch {
      // The font cannot lay this candidate out; try the plainer one.
    }
  }
  return { text: '', width: 0 };
}
