import type { Page } from '@playwright/test';
import { axeOn, expect, expectNoSeriousAxeViolations, LANGUAGES, test, todaysShare } from './support/fixtures';

// Every tap target on the home page keeps 24 × 24 CSS px, or the room around it, in every language at phone widths and
// wherever the page is scrolled (docs/product.md#screens). Each language's labels wrap differently, so a different
// control sits under the result bar that stays in view at each size and scroll: Lighthouse's phone (412 × 823) at the
// top of the page in French has the advanced-costs disclosure there, a smaller phone has input fields. Each run walks
// each phone size in one language, a different one each day (todaysShare): every size and every language in every
// run, every pairing within three days.
const PHONES = [
  { width: 412, height: 823 },
  { width: 360, height: 640 },
  { width: 320, height: 568 },
];

/** axe's target-size findings on the page as it is drawn now, one line each. */
async function tapTargetFindings(page: Page): Promise<string[]> {
  const results = await (await axeOn(page)).withRules(['target-size']).analyze();
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
}

const sizes = (phones: readonly { width: number; height: number }[]) => phones.map((phone) => `${phone.width} × ${phone.height}`).join(', ');

for (const language of LANGUAGES) {
  const phones = todaysShare(PHONES, language);
  test.describe(`tap targets (${language})`, () => {
    test.use({ language });

    test(`no control on the home page is too small or partly under another, at any scroll, on a phone of ${sizes(phones)}`, async ({ page }) => {
      for (const phone of phones) {
        await page.setViewportSize(phone);
        await page.goto('/');
        // The result bar is drawn after the first paint: the page is judged with it in place.
        const bar = page.getByTestId('phone-result-bar');
        await expect(bar).toBeVisible();
        // The whole check once per language, at its first phone; then only the tap-target rule, which is what moves.
        if (phone === phones[0]) await expectNoSeriousAxeViolations(page);
        // Down the inputs' card, most of a screen at a time, for as long as the bar is stuck over it: at each step other
        // controls come under it.
        const cardBottom = await bar.evaluate((element) => element.parentElement!.getBoundingClientRect().bottom + window.scrollY);
        for (let top = 0; top < cardBottom; top += Math.round(phone.height * 0.6)) {
          // An instant scroll (the page sets no smooth scrolling): drawn at its new place when this returns.
          await page.evaluate((y) => window.scrollTo(0, y), top);
          expect(await tapTargetFindings(page), `${phone.width} × ${phone.height}, scrolled to ${top} px`).toEqual([]);
        }
      }
    });
  });
}
