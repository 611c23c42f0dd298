import type { Locator, Page } from '@playwright/test';
import type { Language } from './fixtures';
import { dismissToasts } from './toasts';

/** Screenshots are opt-in (`SCREENSHOTS=1`): a normal run looks at none, and each costs time on a shared machine. */
export const SCREENSHOTS_ON = process.env.SCREENSHOTS === '1';

const DIR = 'test-results/screenshots';

/** Waits until the page is painted at its new size: fonts loaded, then two animation frames. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * `<name>-<language>-<width>.png` at each width (phone and desktop unless told), full page unless told,
 * without a toast over it and with wide tables shown from their start; the viewport is restored after.
 */
export async function screenshots(
  page: Page,
  name: string,
  language: Language,
  { widths = [390, 1280], fullPage = true }: { widths?: readonly number[]; fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS_ON) return;
  await dismissToasts(page);
  // Clicking a row's buttons scrolls wide tables sideways.
  await page.evaluate(() => document.querySelectorAll('.overflow-x-auto').forEach((element) => (element.scrollLeft = 0)));
  const original = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    await page.screenshot({ path: `${DIR}/${name}-${language}-${width}.png`, fullPage });
  }
  if (original) await page.setViewportSize(original);
}

/** `<file>.png` of one element as it is now, e.g. a section with the sticky header unstuck by `style`. */
export async function elementScreenshot(target: Locator, file: string, style?: string): Promise<void> {
  if (!SCREENSHOTS_ON) return;
  await target.screenshot({ path: `${DIR}/${file}.png`, style });
}
