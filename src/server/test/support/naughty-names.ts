import fc from 'fast-check';

// Names that have broken PDF exports, or could: vocalised Arabic in the shapes fontkit's mark
// positioning trips on (a mark with no letter under it, marks it has no anchor for), and the rest
// of what sellers type: tatweel, lam-alef, digits and Latin mixed in, bidi controls.

export const VOCALISED_ARABIC: [string, string][] = [
  ['a damma after a space (the reported 500)', 'ربح ُربح'],
  ['a mark at the start', 'ُربح'],
  ['only a shadda', 'ّ'],
  ['a tanween after a leading space', ' ًربح'],
  ['a mark after a no-break space', 'ربح\u00a0ُربح'],
  ['marks after Latin and Arabic-Indic digits', 'خدمة 1َ ١ًُ'],
  ['a mark after a Latin letter', 'COD ًExpress'],
  ['fully vocalised words', 'اَلتَّوْصِيلُ السَّرِيعُ'],
  ['shadda with a vowel', 'مُسَلَّمَة'],
  ['tanween', 'شحنٌ سريعًا'],
  ['tatweel', 'تـــوصـــيـــل'],
  ['tatweel carrying marks', 'تـَـوصـِـيـّل'],
  ['lam-alef', 'لا إلا الألف لأ لآ'],
  ['lam-alef with marks', 'لَّا لَا لِإ'],
  ['superscript alef', 'رحمٰن هٰذا'],
  ['Quranic annotation marks', 'الْحَمْدُ ۖ لِلَّهِ ۗ ۚ'],
  ['U+06D6 on a letter (fontkit has no anchor for it)', 'بۖ توصيل'],
  ['every haraka stacked on one letter', 'بًٌٍَُِّْ'],
  ['mixed with Latin and digits', 'توصيل Express ١٢٣ 456 COD'],
  ['bidi embedding and isolate controls', '\u202bتوصيل\u202c Express \u2067١٢\u2069 \u202eabc'],
  ['joiners', 'ت\u200dو\u200cصيل'],
  ['Arabic punctuation and percent', 'هل؟ ٪٥٠، نعم؛'],
  ['Persian and Urdu letters with marks', 'پژوهش گَچ ٹِیک'],
  ['an astral letter where the file name is cut', `${'a'.repeat(79)}𞤀𞤁`],
  ['a hundred vocalised letters', 'بَ'.repeat(50)],
];

/** Vocalised Arabic from its pieces, in any order: letters, marks, tatweel, spaces, digits, Latin. */
export const generatedArabic = fc.sample(
  fc
    .array(
      fc.constantFrom(
        ...'ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإؤئةى',
        ...['لا', 'لأ', 'ـ', ' ', '\u00a0', '١', '٢', '7', 'a', 'Z', '.', '(', '\u200c', '\u200f'],
        ...Array.from({ length: 8 }, (_, i) => String.fromCharCode(0x064b + i)),
        '\u0670',
        '\u0654',
        '\u06d6',
        '\u06e1',
      ),
      { minLength: 1, maxLength: 30 },
    )
    .map((pieces) => pieces.join('')),
  { numRuns: 60, seed: 914 },
);
