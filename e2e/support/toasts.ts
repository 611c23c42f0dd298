import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// Toasts close by themselves after 5 s: assert what a write saved (a row, a heading), and a toast only
// where it is the one outcome (an error), with the wait started before the click.

/** The toast with this text (Radix renders it as a status item; its live-region copy may repeat the text). */
export function toastWith(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text }).first();
}

/** Clicks and expects the toast. The wait starts before the click, so a toast that comes and goes quickly is still seen. */
export async function clickAndExpectToast(page: Page, target: Locator, text: string): Promise<void> {
  const seen = toastWith(page, text).waitFor({ state: 'visible', timeout: 60_000 });
  await target.click();
  await seen;
}

/** Closes the open toast, if any, so it covers nothing; it may also close by itself meanwhile. */
export async function dismissToasts(page: Page): Promise<void> {
  // Radix renders each toast as an item of the viewport list; its only button is the close button.
  const open = page.locator('ol > li[data-state="open"]');
  if (await open.count()) {
    await open
      .first()
      .getByRole('button')
      .click({ timeout: 5_000 })
      .catch(async (error: unknown) => {
        if (await open.count()) throw error;
      });
  }
  await expect(open).toHaveCount(0);
}
