import type { TFunction } from 'i18next';

/**
 * The catalogue lookup the app runs: the part of i18next it uses, in under 1 KB instead of i18next's 15 KB
 * gzip on the home page's first load (decision 0057). Same catalogue format and same answers, which
 * `translator.test.ts` checks against i18next for every key of every language:
 * - keys are dot paths into one catalogue per language; a key missing in a language is read from English, then the
 *   key itself is shown;
 * - `count` picks the plural form `key_<category>` by `Intl.PluralRules` of the language (`key_zero` first for 0),
 *   then the bare key;
 * - `{{name}}` is replaced by the option of that name (a dot path reaches inside an object); an unknown name stays
 *   as written; values are not escaped (React escapes);
 * - `defaultValue` stands in for a missing key; `returnObjects` returns a group as it is.
 * Keys are typed by i18next's `TFunction` against the English catalogue (index.ts).
 */
export interface Translator {
  readonly language: string;
  /** Translates in the current language. */
  readonly t: TFunction;
  /** `t` in one language: a new function each time the language changes, as a hook's dependency expects. */
  fixedT(language: string): TFunction;
  /** Merges a part of a language's catalogue into what it has (deep: parts may share a group). */
  addResourceBundle(language: string, namespace: 'translation', resources: object, deep?: boolean, overwrite?: boolean): void;
  changeLanguage(language: string): Promise<void>;
  /** Calls `listener` after each change of language; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

type Catalogue = Record<string, unknown>;
type Options = Record<string, unknown> & { count?: unknown; defaultValue?: unknown; returnObjects?: boolean; lng?: string };

const FALLBACK_LANGUAGE = 'en';
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

function isObject(value: unknown): value is Catalogue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merge(target: Catalogue, source: Catalogue): void {
  for (const [key, value] of Object.entries(source)) {
    // Copied, never shared: a later part merged in must not change the module that exported this one.
    if (isObject(value)) merge(isObject(target[key]) ? target[key] : (target[key] = {}), value);
    else target[key] = value;
  }
}

function at(source: unknown, path: string): unknown {
  let value = source;
  for (const part of path.split('.')) {
    if (!isObject(value)) return undefined;
    value = value[part];
  }
  return value;
}

function interpolate(text: string, options: Options | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (written, name: string) => {
    const value = at(options, name.trim());
    return value === undefined ? written : String(value);
  });
}

export function createTranslator(startLanguage = FALLBACK_LANGUAGE): Translator {
  const catalogues = new Map<string, Catalogue>();
  const listeners = new Set<() => void>();
  const fixed = new Map<string, TFunction>();
  let language = startLanguage;

  function lookup(key: string, inLanguage: string, options: Options | undefined): unknown {
    const count = options?.count;
    for (const code of inLanguage === FALLBACK_LANGUAGE ? [inLanguage] : [inLanguage, FALLBACK_LANGUAGE]) {
      const catalogue = catalogues.get(code);
      if (!catalogue) continue;
      const keys = typeof count === 'number' ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralCategory(code, count)}`, key] : [key];
      for (const candidate of keys) {
        const found = at(catalogue, candidate);
        if (found !== undefined && found !== null) return found;
      }
    }
    return undefined;
  }

  function translate(inLanguage: string, key: string, options?: Options): unknown {
    const found = lookup(key, options?.lng ?? inLanguage, options);
    if (typeof found === 'string') return interpolate(found, options);
    if (found !== undefined && (options?.returnObjects || !isObject(found))) return found;
    return typeof options?.defaultValue === 'string' ? interpolate(options.defaultValue, options) : key;
  }

  const translator: Translator = {
    get language() {
      return language;
    },
    t: ((key: string, options?: Options) => translate(language, key, options)) as unknown as TFunction,
    fixedT(inLanguage) {
      let t = fixed.get(inLanguage);
      if (!t) fixed.set(inLanguage, (t = ((key: string, options?: Options) => translate(inLanguage, key, options)) as unknown as TFunction));
      return t;
    },
    addResourceBundle(inLanguage, _namespace, resources) {
      let catalogue = catalogues.get(inLanguage);
      if (!catalogue) catalogues.set(inLanguage, (catalogue = {}));
      merge(catalogue, resources as Catalogue);
    },
    changeLanguage(next) {
      if (next !== language) {
        language = next;
        for (const listener of listeners) listener();
      }
      return Promise.resolve();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return translator;
}
