import { AxeBuilder } from '@axe-core/playwright';
import axeCore from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';
import { classConflicts, describeClassConflicts } from '../../scripts/test-lib/class-conflicts';
import { itemOfTurn } from '../../scripts/test-lib/turns';

export const LANGUAGES = ['en', 'ar', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

interface RibhOptions {
  /** The interface language the app starts in; choose it with `test.use({ language: 'ar' })`. */
  language: Language;
}

/**
 * Playwright's `test` with a `language` option. Every page starts in that language, chosen as the app
 * remembers a choice: the `language` cookie (the server sends the page in it, decision 0030) and local storage
 * key `language`, set before the app's scripts run. Both are set once per tab, so a test that switches
 * language in the UI and reloads keeps the user's choice.
 *
 *   for (const language of LANGUAGES) {
 *     test.describe(language, () => {
 *       test.use({ language });
 *       test('...', async ({ page }) => { ... });
 *     });
 *   }
 */
export const test = base.extend<RibhOptions>({
  language: ['en', { option: true }],
  page: async ({ page, language, baseURL }, use) => {
    await page.context().addCookies([{ name: 'language', value: language, url: baseURL! }]);
    await page.addInitScript((lang: string) => {
      const marker = 'ribh-e2e-language-set';
      if (window.sessionStorage.getItem(marker)) return;
      window.localStorage.setItem('language', lang);
      window.sessionStorage.setItem(marker, '1');
    }, language);
    // The home page is prerendered: it shows its inputs before React has hydrated them, and what is typed or chosen
    // before then is not React's. A navigation therefore waits until the app marks the page ready (router.tsx), as a
    // person's first keystroke comes after the page has settled. `waitUntil: 'commit'` opts out: a test of the first
    // paint looks at the page before any script runs.
    const ready = (options?: { waitUntil?: string }) =>
      options?.waitUntil === 'commit' ? Promise.resolve() : page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await ready(options);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await ready(options);
      return response;
    };
    await use(page);
    await expectNoClassConflicts(page);
  },
});

/**
 * Decision 0038: `cn` joins classes without merging them, so a component and its caller must never both give a
 * utility for one property. After each test, the page as it was left (when still open) must hold no class list that
 * tailwind-merge would change. One evaluate of the distinct lists; a page that is navigating away is skipped.
 */
async function expectNoClassConflicts(page: Page) {
  if (page.isClosed()) return;
  let lists: string[];
  try {
    lists = await page.evaluate(() => [...new Set([...document.querySelectorAll('[class]')].map((element) => element.getAttribute('class') ?? ''))]);
  } catch {
    return; // the page closed or navigated while being read: nothing to judge
  }
  const conflicts = classConflicts(lists);
  expect(conflicts, `Class lists with two utilities for one property on ${page.url()} (cn does not merge; decision 0038):\n${describeClassConflicts(conflicts)}\n`).toEqual([]);
}

export { expect };

/**
 * A spec's journeys, each walked in ONE language, the languages taking turns in the order the journeys are
 * declared (the first in `first`), so that every language walks a share of them and `npm test` stays within its
 * time budget (decision 0029). What a journey proves is the same in every language; what differs by language
 * (every screen's words, direction and layout) is walked in every language by the screen tour
 * (no-sideways-scroll.spec.ts), the first-paint spec and the specs that keep `test` in their language loop.
 * Every language loop must declare the same journeys in the same order (they do: the loop body is shared).
 * `npm run test:e2e:every-language` (E2E_EVERY_LANGUAGE=1) walks every journey in every language, as the parity
 * issue's "all three languages pass the same journeys" asks, in about three times the time.
 *
 *   const journey = inTurn('ar');
 *   for (const language of LANGUAGES) {
 *     test.describe(language, () => {
 *       test.use({ language });
 *       journey(language)('a seller …', async ({ page }) => { ... });   // Playwright's `test` in one language only
 *     });
 *   }
 */
export function inTurn(first: Language): (language: Language) => typeof test {
  const declared = new Map<Language, number>();
  const start = LANGUAGES.indexOf(first);
  const notThisLanguage = (() => undefined) as unknown as typeof test;
  if (process.env.E2E_EVERY_LANGUAGE === '1') return () => test;
  return (language) => {
    const index = declared.get(language) ?? 0;
    declared.set(language, index + 1);
    return LANGUAGES[(start + index) % LANGUAGES.length] === language ? test : notThisLanguage;
  };
}

/**
 * A check that crosses the language with another axis (the screen tour's groups of screens, the tap targets' phone
 * sizes, the first paint's widths) walks, in each run of `npm test`, one item of that axis per language: every
 * language and every item is walked in every run, and the items move on by one each day, so every pairing is walked
 * within as many days as there are items. `npm run test:e2e:every-language` (E2E_EVERY_LANGUAGE=1) walks every
 * pairing. The day's turn is `E2E_TURN` (the UTC day's number, set once in playwright.config.ts so every worker
 * agrees); `E2E_TURN=N` in front of a run repeats the pairings of that run. Decision 0075.
 */
export function todaysShare<T>(items: readonly T[], language: Language): readonly T[] {
  if (process.env.E2E_EVERY_LANGUAGE === '1') return items;
  return [itemOfTurn(items, LANGUAGES.indexOf(language), Number(process.env.E2E_TURN))];
}

/**
 * What axe reports in full: the violations. Every rule still runs on every element; the passing and inapplicable
 * ones are only named instead of listing each node they passed (a home page's report shrinks from 967 kB to 64 kB,
 * and a check costs a third less CPU), and nothing reads them.
 */
const AXE_RESULT_TYPES: Parameters<AxeBuilder['options']>[0] = { resultTypes: ['violations'] };

/** What the builder sends instead of axe's source once the page already holds axe. */
const AXE_ALREADY_IN_PAGE = 'void 0';

/**
 * axe on the page as it is now, run inside the page. The builder's default runs axe in parts and joins them in a new
 * blank tab of the context, which loads axe's 580 kB again there: a tab and a renderer more for every check, for the
 * sake of cross-origin frames, which the app has none of. Same-origin frames are still checked.
 * The builder also sends axe's source to the page and compiles it twice on every check, a sixth of a check's CPU: the
 * source goes into the document once instead (a navigation clears it, and the next check puts it back).
 */
export async function axeOn(page: Page): Promise<AxeBuilder> {
  const inPage = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!inPage) await page.evaluate(axeCore.source);
  return new AxeBuilder({ page, axeSource: AXE_ALREADY_IN_PAGE }).setLegacyMode().options({ ...AXE_RESULT_TYPES });
}

/**
 * Fails the test when axe finds a serious or critical accessibility violation on the page as it is
 * now, listing each rule, its help link and the offending elements. Minor and moderate findings are
 * attached to the report but do not fail.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  options: { include?: string; exclude?: string[]; disableRules?: string[] } = {},
): Promise<void> {
  // axe reads colours as drawn: a button still fading from its busy grey to its colour (transition-colors) reads as
  // low contrast. Transitions and finite animations end first; a spinner's endless one is left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = await axeOn(page);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // axe leaves its WCAG 2.2 tap-target rule off unless asked: every target 24 × 24 CSS px or spaced to match, and none
  // partly under another (docs/product.md#screens).
  const rules: Record<string, { enabled: boolean }> = { 'target-size': { enabled: true } };
  for (const rule of options.disableRules ?? []) rules[rule] = { enabled: false };
  builder = builder.options({ ...AXE_RESULT_TYPES, rules });
  const results = await builder.analyze();

  await test.info().attach('axe-violations', {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });

  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
  expect(serious.length, `Serious accessibility violations on ${page.url()}:\n\n${report}`).toBe(0);
}
