import type { Page } from '@playwright/test';
import { networkQuiet } from './network';
import { expect } from './fixtures';

// No screen scrolls sideways at 390 or 1280 px: the page is never wider than the window, and no box inside it
// (a table's scroll wrapper) is either, so a row's buttons or a figure never sit out of sight.

export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** The page if it is wider than the window, and every element wider inside than it shows. */
async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page: ${root.scrollWidth} > ${root.clientWidth}`);
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const { overflowX } = getComputedStyle(element);
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
        const name = element.getAttribute('aria-label') ?? element.className.toString().slice(0, 60);
        found.push(`${element.tagName.toLowerCase()} "${name}": ${element.scrollWidth} > ${element.clientWidth}`);
      }
    }
    return found;
  });
}

/**
 * Opens a route the way the app's own links do: the router follows `history.pushState`, so the screen is drawn
 * without loading the page again (a load per screen was most of the screen tour's CPU). Returns once the network has
 * been quiet for half a second, as a page load's `networkidle` does: the screen's code and data have arrived.
 */
export async function openInApp(page: Page, route: string): Promise<void> {
  const quiet = networkQuiet(page);
  // Two frames after the address changes: the router has drawn the new screen and asked for what it needs.
  await page.evaluate(async (to) => {
    window.history.pushState(null, '', to);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, route);
  await quiet;
  await expect(page).toHaveURL((url) => url.pathname === route);
}

/**
 * The screen as it is now, at each width in turn: the same screen is laid out again at the next width rather than
 * loaded again, so one sign-up and one load per screen cover both widths.
 */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    // Two frames: the resize's layout, and whatever React renders for the new width (a phone menu, stacked cards).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await sidewaysScrollers(page), `${where} at ${viewport.width} px`).toEqual([]);
  }
  await page.setViewportSize(WIDTHS[0]);
}
