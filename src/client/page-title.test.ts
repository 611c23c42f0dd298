import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ar } from './i18n/ar';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { createTranslator } from './i18n/translator';
import { pageTitle } from './page-title';

// The browser tab names the page, in the reader's language.

const instance = createTranslator('en');
beforeAll(() => {
  for (const [language, catalogue] of [['en', en], ['ar', ar], ['fr', fr]] as const) instance.addResourceBundle(language, 'translation', catalogue);
});
const titleIn = (lng: string, path: string) => pageTitle(path, instance.fixedT(lng));

describe('pageTitle', () => {
  it('names each route in each language', () => {
    expect(titleIn('en', '/')).toBe('Ribh — COD profit simulator');
    expect(titleIn('en', '/history')).toBe('Simulation history — Ribh');
    expect(titleIn('fr', '/')).toBe('Ribh — simulateur de bénéfices en paiement à la livraison');
    expect(titleIn('fr', '/history')).toBe('Historique des simulations — Ribh');
    expect(titleIn('fr', '/admin/login')).toBe('Connexion administrateur — Ribh');
    expect(titleIn('ar', '/')).toBe('ربح — محاكي أرباح الدفع عند الاستلام');
    expect(titleIn('ar', '/login')).toBe('تسجيل الدخول — ربح');
  });

  it('gives every route its own title, and an unknown address the 404 one', () => {
    const paths = ['/', '/login', '/register', '/profile', '/history', '/history/compare', '/reset-password', '/s/token-1', '/actuals', '/admin/login', '/admin/register', '/admin', '/services', '/fees', '/countries', '/ledger', '/ledger/orders', '/ledger/import', '/ledger/products', '/ledger/ad-spend', '/ledger/settings', '/ledger/warnings', '/ledger/remittances'];
    for (const lng of ['en', 'ar', 'fr']) {
      const titles = paths.map((path) => titleIn(lng, path));
      expect(new Set(titles).size, lng).toBe(paths.length);
      expect(titleIn(lng, '/nowhere')).toBe(instance.fixedT(lng)('common.titles.page', { page: instance.fixedT(lng)('common.titles.notFound') }));
    }
    expect(titleIn('fr', '/history/')).toBe(titleIn('fr', '/history'));
    expect(titleIn('en', '/s/abc')).toBe('Shared simulation — Ribh');
    expect(titleIn('en', '/s/abc/more')).toBe('Page not found — Ribh');
    expect(titleIn('ar', '/history/compare')).toBe('مقارنة الخطط — ربح');
    expect(titleIn('en', '/ledger/warnings')).toBe('This week’s warnings — Ribh');
  });

  it('names every screen of the ledger, none as the 404 page', () => {
    // The ledger's own route table: a screen added there without a title would read "Page not found" in the tab.
    const source = readFileSync(new URL('./routes/ledger.tsx', import.meta.url), 'utf8');
    const paths = [...source.matchAll(/path: '(\/ledger[^']*)'/g)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThanOrEqual(8);
    for (const lng of ['en', 'ar', 'fr']) {
      for (const path of paths) expect(titleIn(lng, path), `${lng} ${path}`).not.toBe(titleIn(lng, '/nowhere'));
    }
  });
});
