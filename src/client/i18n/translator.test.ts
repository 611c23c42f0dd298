import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/format';
import { ar } from './ar';
import { ledger as arLedger } from './ar/ledger';
import { en } from './en';
import { ledger as enLedger } from './en/ledger';
import { fr } from './fr';
import { ledger as frLedger } from './fr/ledger';
import { createTranslator } from './translator';

// The app reads its catalogues with translator.ts, written to give i18next's answers for the part of i18next the
// app uses. i18next, configured as the app configured it before, is the reference: every key of every language,
// with and without counts, with every value it names, must read the same.

const CATALOGUES = { en: { ...en, ledger: enLedger }, ar: { ...ar, ledger: arLedger }, fr: { ...fr, ledger: frLedger } };
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 5, 11, 100, 101, 1.5];

function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value as object, `${prefix}${key}.`),
  );
}

async function reference(resources: Record<string, object>, language: string) {
  const instance = i18next.createInstance();
  await instance.init({
    resources: Object.fromEntries(Object.entries(resources).map(([code, translation]) => [code, { translation }])),
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

function ours(resources: Record<string, object>, language: string) {
  const translator = createTranslator(language);
  for (const [code, catalogue] of Object.entries(resources)) translator.addResourceBundle(code, 'translation', catalogue);
  return translator;
}

describe('the translator reads the catalogues as i18next does', () => {
  it.each(LANGUAGES)('every key in %s, with each count and every value its strings name', async (language) => {
    const expected = await reference(CATALOGUES, language);
    const actual = ours(CATALOGUES, language);
    const groups = new Map<string, Set<string>>();
    for (const code of LANGUAGES) {
      for (const [key, text] of leaves(CATALOGUES[code])) {
        const base = key.replace(PLURAL_SUFFIX, '');
        const names = groups.get(base) ?? new Set<string>();
        for (const [, name = ''] of text.matchAll(/\{\{(.+?)\}\}/g)) names.add(name.trim());
        groups.set(base, names);
      }
    }
    let compared = 0;
    for (const [key, names] of groups) {
      const values = Object.fromEntries([...names].map((name) => [name, `«${name}»`]));
      const t = (options?: object) => [expected.t(key as never, options as never) as unknown, actual.t(key as never, options as never) as unknown];
      const [withoutCount, withoutCountOurs] = t(values);
      expect(withoutCountOurs, key).toEqual(withoutCount);
      for (const count of COUNTS) {
        const [theirs, mine] = t({ ...values, count });
        expect(mine, `${key} with count ${count}`).toEqual(theirs);
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('falls back to English for a key the language lacks, then shows the key; stands in defaultValue; keeps an unknown name', async () => {
    const resources = { en: { a: { only: 'English {{x}}', items_one: '{{count}} item', items_other: '{{count}} items' } }, ar: { a: { b: 'عربي {{x}}' } } };
    const expected = await reference(resources, 'ar');
    const actual = ours(resources, 'ar');
    const cases: [string, object?][] = [
      ['a.only', { x: 1 }],
      ['a.b', { x: 'y' }],
      ['a.b', {}],
      ['a.items', { count: 1 }],
      ['a.items', { count: 7 }],
      ['a.missing'],
      ['a.missing', { defaultValue: 'Default {{x}}', x: 2 }],
      ['a', { returnObjects: true }],
      ['a.b', { lng: 'en' }],
    ];
    for (const [key, options] of cases) expect(actual.t(key as never, options as never), key).toEqual(expected.t(key as never, options as never));
  });

  it('merges a later part into a group it shares with an earlier one without changing either part', () => {
    const first = { insights: { loading: 'Loading…' } };
    const later = { insights: { title: 'Insights' } };
    const translator = createTranslator('en');
    translator.addResourceBundle('en', 'translation', first);
    translator.addResourceBundle('en', 'translation', later);
    expect([translator.t('insights.loading' as never), translator.t('insights.title' as never)]).toEqual(['Loading…', 'Insights']);
    expect(first).toEqual({ insights: { loading: 'Loading…' } });
  });

  it('tells its listeners when the language changes, once per change', async () => {
    const translator = createTranslator('en');
    let calls = 0;
    const stop = translator.subscribe(() => calls++);
    await translator.changeLanguage('ar');
    await translator.changeLanguage('ar');
    stop();
    await translator.changeLanguage('fr');
    expect([calls, translator.language]).toEqual([1, 'fr']);
  });
});
