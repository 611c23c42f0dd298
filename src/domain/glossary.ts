import type { Language } from './format';

// One word per concept, in every language (docs/glossary.md explains each). The screen's catalogues
// (src/client/i18n), the CSV and PDF exports and the labels of API fields all take their words from
// here, so the simulator, the history and the exported file never name one figure two ways. A key is
// the field's name in the API (`errors[].path`), so an error on a field can be labelled with it too.

import { AR } from './glossary-terms/ar.js';
import { EN_LATER } from './glossary-terms/en-later.js';
import { EN as EN_FIRST } from './glossary-terms/en.js';
import { FR } from './glossary-terms/fr.js';

/** Every English word: the home's first load (en.ts) and the rest (en-later.ts). */
const EN = { ...EN_FIRST, ...EN_LATER };

export type GlossaryKey = keyof typeof EN;

const BY_LANGUAGE: Readonly<Record<Language, Readonly<Record<GlossaryKey, string>>>> = { en: EN, ar: AR, fr: FR };

/** Each term in every language: `GLOSSARY.deliveredRate.ar` → "نسبة التسليم". */
export const GLOSSARY = Object.fromEntries(
  (Object.keys(EN) as GlossaryKey[]).map((key) => [key, { en: EN[key], ar: AR[key], fr: FR[key] }]),
) as Readonly<Record<GlossaryKey, Readonly<Record<Language, string>>>>;

/** Every term in one language, e.g. `glossary('ar').deliveredRate` → "نسبة التسليم". */
export function glossary(language: Language): Readonly<Record<GlossaryKey, string>> {
  return BY_LANGUAGE[language];
}

/** The word for an API field (an `errors[].path`) in a language, or undefined when it is no glossary term. */
export function fieldLabel(path: string, language: Language): string | undefined {
  return Object.hasOwn(GLOSSARY, path) ? GLOSSARY[path as GlossaryKey][language] : undefined;
}

export { withUnit } from './glossary-terms/with-unit.js';
