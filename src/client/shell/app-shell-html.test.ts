import { describe, expect, it } from 'vitest';
import { appShellHtml, languageMetaHtml } from './app-shell-html';

// The first paint of index.html speaks each language (public/boot.js picks one before the body is parsed).

describe('the static shell', () => {
  it('carries the heading, the guest notice and the language name in English, Arabic and French', () => {
    const html = appShellHtml();
    for (const text of ['Profit simulator', 'محاكي الأرباح', 'Simulateur de bénéfices', 'Connectez-vous', 'Français', 'العربية']) {
      expect(html).toContain(text);
    }
    expect(html.match(/data-shell-lang="fr"/g)?.length).toBe(html.match(/data-shell-lang="ar"/g)?.length);
  });

  it('names the home page for boot.js in Arabic and French, with the catalogue to preload when the build has one', () => {
    const meta = languageMetaHtml((language) => (language === 'fr' ? 'assets/index-fr.js' : undefined));
    expect(meta).toContain('<meta name="home-title" lang="fr" content="Ribh — simulateur de bénéfices en paiement à la livraison" />');
    expect(meta).toContain('<meta name="home-title" lang="ar" content="ربح — محاكي أرباح الدفع عند الاستلام" />');
    expect(meta).toContain('<meta name="catalogue" lang="fr" content="/assets/index-fr.js" />');
    expect(meta).not.toContain('name="catalogue" lang="ar"');
  });
});
