import { createContext, createElement, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createTranslator, type Translator } from './translator';

/** The app's one catalogue lookup; index.ts loads its parts and sets its language. */
export const appTranslator = createTranslator();

const TranslatorContext = createContext<Translator>(appTranslator);

/** Gives the components below another translator than the app's (a test in one language). */
export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}

/**
 * `t` in the page's language and the translator (`i18n`, for its `language`); the component draws again when the
 * language changes, with a new `t`.
 */
export function useTranslation(): { t: Translator['t']; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  const language = useSyncExternalStore(translator.subscribe, () => translator.language, () => translator.language);
  const t = useMemo(() => translator.fixedT(language), [translator, language]);
  return { t, i18n: translator };
}
