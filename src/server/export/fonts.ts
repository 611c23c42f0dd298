import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Noto Sans Arabic (OFL) as TTF files from an npm package: pdfkit needs TTF/OTF (WOFF2 draws nothing),
 * and this family also covers Latin letters, digits and the dollar sign, so one font serves both languages.
 */
export const PDF_FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf'),
} as const;
