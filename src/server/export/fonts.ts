import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';

const require = createRequire(import.meta.url);

/**
 * Noto Sans Arabic (OFL) as TTF files from an npm package: pdfkit needs TTF/OTF (WOFF2 draws nothing),
 * and this family also covers Latin letters, digits and the dollar sign, so one font serves both languages.
 */
export const PDF_FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf'),
} as const;

export type PdfFontName = keyof typeof PDF_FONT_FILES;

let parsed: Record<PdfFontName, Font> | undefined;

/**
 * The fonts parsed once per process, on its first report (fontkit is loaded then, not at start). Given a file, pdfkit
 * parses it again for every document, and fontkit decodes the shaping tables (GSUB, GPOS) of each parse on first use:
 * about 40 ms of CPU a report. A parsed font holds no document's state (pdfkit keeps each document's glyph subset in
 * its own wrapper), so every report shares it.
 */
export async function loadPdfFonts(): Promise<Record<PdfFontName, Font>> {
  if (!parsed) {
    const { create } = await import('fontkit');
    parsed ??= { regular: create(readFileSync(PDF_FONT_FILES.regular)), bold: create(readFileSync(PDF_FONT_FILES.bold)) };
  }
  return parsed;
}

/** The parsed fonts, for drawing into a document made by `newPdfDocument` (which loaded them). */
export function pdfFonts(): Record<PdfFontName, Font> {
  if (!parsed) throw new Error('The report fonts are parsed by newPdfDocument before a document draws text.');
  return parsed;
}
