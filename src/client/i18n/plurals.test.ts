import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../domain/format';
import { ar } from './ar';
import { ledger as arLedger } from './ar/ledger';
import { remittances as arRemittances } from './ar/remittances';
import { en } from './en';
import { fr } from './fr';
import { ledger as frLedger } from './fr/ledger';
import { remittances as frRemittances } from './fr/remittances';
import { createTranslator } from './translator';

// Every string that carries a count has each plural form its language needs, the
// categories coming from the language's own rules (Intl.PluralRules), not from a list kept by hand.

// The ledger's and the remittances' strings load with their pages (ledger-text.ts, remittance-text.ts), so they are
// files of their own beside each catalogue.
const CATALOGUES: Record<Language, object> = {
  en,
  ar: { ...ar, ledger: arLedger, remittances: arRemittances },
  fr: { ...fr, ledger: frLedger, remittances: frRemittances },
};
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value as object, `${prefix}${key}.`),
  );
}

/** Each string taking `count` (a plural form, or a text with {{count}}) whose language lacks one of its forms. */
function missingPluralForms(catalogue: object, language: string): string[] {
  const strings = new Map(leaves(catalogue));
  const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const counted = new Set<string>();
  for (const [key, text] of strings) {
    if (PLURAL_SUFFIX.test(key)) counted.add(key.replace(PLURAL_SUFFIX, ''));
    else if (text.includes('{{count}}')) counted.add(key);
  }
  return [...counted]
    .flatMap((base) => needed.map((category) => `${base}_${category}`))
    .filter((key) => !strings.has(key))
    .sort();
}

describe('plural forms', () => {
  it.each(LANGUAGES)('every counted string of the %s catalogue has every form its language needs', (language) => {
    expect(missingPluralForms(CATALOGUES[language], language)).toEqual([]);
  });

  it('knows which forms each language needs: Arabic six, French three, English two', () => {
    const count = (language: string) => new Intl.PluralRules(language).resolvedOptions().pluralCategories.length;
    expect([count('ar'), count('fr'), count('en')]).toEqual([6, 3, 2]);
  });

  it('fails when a form is removed, and on a count written without forms', () => {
    const { showing_few: _removed, ...footer } = ar.manage.footer;
    const doctored = { ...ar, manage: { ...ar.manage, footer } };
    expect(missingPluralForms(doctored, 'ar')).toEqual(['manage.footer.showing_few']);
    expect(missingPluralForms({ heading: 'Users ({{count}})' }, 'fr')).toEqual(['heading_many', 'heading_one', 'heading_other']);
    const { leads_many: _many, ...scenarios } = fr.simulator.scenarios;
    expect(missingPluralForms({ ...fr, simulator: { ...fr.simulator, scenarios } }, 'fr')).toEqual(['simulator.scenarios.leads_many']);
  });

  it('writes "showing 2 of N rows" in real Arabic: the dual for two, plural for 3–10, singular accusative for 11–99', () => {
    const instance = createTranslator('ar');
    for (const [language, catalogue] of [['en', en], ['ar', ar], ['fr', fr]] as const) instance.addResourceBundle(language, 'translation', catalogue);
    const showing = (count: number, lng = 'ar') => instance.t('manage.footer.showing', { shown: Math.min(count, 10), count, lng });
    expect(showing(2)).toBe('عرض 2 من صفّين');
    expect(showing(1)).toBe('عرض 1 من صف واحد');
    expect(showing(7)).toBe('عرض 7 من 7 صفوف');
    expect(showing(25)).toBe('عرض 10 من 25 صفًا');
    expect(showing(100)).toBe('عرض 10 من 100 صف');
    expect(showing(1, 'fr')).toBe('1 ligne affichée sur 1');
    expect(showing(12, 'fr')).toBe('10 lignes affichées sur 12');
    expect(instance.t('simulator.scenarios.leads', { count: 250, formattedCount: '250' })).toBe('250 عميلًا');
    expect(instance.t('simulator.scenarios.leads', { count: 100, formattedCount: '100' })).toBe('100 عميل');
    expect(instance.t('history.list.count', { count: 2 })).toBe('عمليتا محاكاة');
  });
});
