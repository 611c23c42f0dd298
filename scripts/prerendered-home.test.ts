import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, LANGUAGES } from '../src/domain/format';
import { buildApp } from '../src/server/app';
import { SESSION_COOKIE } from '../src/server/auth/session-cookie';
import { createTestDatabase, NO_SHEDDING } from '../src/server/test/test-app';
import { ar } from '../src/client/i18n/ar';
import { en } from '../src/client/i18n/en';
import { fr } from '../src/client/i18n/fr';
import { classConflicts, describeClassConflicts } from './test-lib/class-conflicts';
import { useClientBuild } from './test-lib/use-client-build';

// Decision 0030: the HTML the server sends for `/`, before any script runs, is the real home page in the visitor's
// language with the default figures. Read from a production build of the current sources, as the bundle-budget test
// does: dist/client when it is fresh (npm test builds it first), else the test run's own build in .tmp.
const outDir = useClientBuild();
const CATALOGUES = { en, ar, fr };
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, clientDir: outDir, pressure: NO_SHEDDING });
}, 180_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The text of the element carrying `data-testid`, tags inside it removed. */
function textOf(html: string, testId: string): string | undefined {
  const match = new RegExp(`data-testid="${testId}"[^>]*>(.*?)</`).exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, '');
}

describe.each(LANGUAGES)('the home page as the server sends it (%s)', (language) => {
  const t = CATALOGUES[language];

  it('is the simulator in that language with the default figures, for a guest', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { cookie: `language=${language}` } });
    const html = response.body;
    expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}" data-session="guest">`);
    expect(html).toContain(`<title>${t.common.titles.home}</title>`);
    expect(html).toContain(`<div id="root" data-prerendered="${language}">`);
    expect(html).toContain(`>${t.simulator.title}</h1>`);
    expect(html).toContain('data-testid="guest-notice"');
    // Default inputs (100 leads at $1, product $3, AOV $48, 25 % confirmed, 60 % delivered, 5 % service fee), one
    // delivered order: 1 / (0.25 × 0.6) = 6.67 leads → ads $6.67; investment 6.67 + 3 = $9.67; fee 5 % × 48 = $2.40;
    // total $12.07; profit 48 − 12.07 = $35.93.
    expect(textOf(html, 'result-selling-price')).toBe(formatMoney(48, language));
    expect(textOf(html, 'result-ad-costs')).toBe(formatMoney(6.67, language));
    expect(textOf(html, 'result-total-investment')).toBe(formatMoney(12.07, language));
    expect(textOf(html, 'result-profit')).toBe(formatMoney(35.93, language));
    // No English on a page in another language: the header's first link names the skip target in that language.
    if (language !== 'en') expect(html).not.toContain(`>${en.simulator.title}</h1>`);
  });

  it('is drawn without the guest notice or Sign In when a session cookie comes along', async () => {
    const response = await app.inject({ method: 'GET', url: `/?lang=${language}`, headers: { cookie: `${SESSION_COOKIE}=abc_DEF-123` } });
    expect(response.body).toContain(`<html lang="${language}"`);
    expect(response.body).toContain('data-session="unknown"');
    expect(response.body).toContain(`>${t.simulator.title}</h1>`);
    expect(textOf(response.body, 'result-profit')).toBe(formatMoney(35.93, language));
    expect(response.body).not.toContain('data-testid="guest-notice"');
    expect(response.body).not.toContain(`>${t.common.nav.signIn}<`);
  });
});

// Decision 0038: cn joins classes without merging, so no rendered class list may give two utilities for one property.
// The e2e fixture checks every page a journey leaves; this checks the prerendered documents without a browser.
it('renders no class list with two Tailwind utilities for one property, in any prerendered document', () => {
  const pages = path.join(outDir, 'pages');
  const files = readdirSync(pages).filter((file) => file.endsWith('.html'));
  expect(files.length).toBeGreaterThanOrEqual(9);
  const lists = files.flatMap((file) => [...readFileSync(path.join(pages, file), 'utf8').matchAll(/\sclass="([^"]*)"/g)].map((match) => match[1]!));
  expect(lists.length).toBeGreaterThan(100);
  const conflicts = classConflicts(lists);
  expect(conflicts, `conflicting class lists:\n${describeClassConflicts(conflicts)}`).toEqual([]);
});
