import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// Toasts close by themselves after 5 s: assert what a write saved (a row, a heading), and a toast only
// where it is the one outcome (an error), with the wait started before the click.

/** The toast with this text (Radix renders it as a status item; its live-region copy may repeat the text). */
export function toastWith(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text }).first();
}

/**
 * Notes, in the page itself, every toast shown from now on, and answers a wait for the one with this text. For a
 * check that does other work while the toast is up (reading a downloaded file with pdftotext blocks the test process):
 * a toast lives 5 s, and on a loaded machine a poll from a busy test process can come after it has gone. The page
 * notes a toast the moment it is drawn, if it is drawn to be seen.
 */
export async function toastWillShow(page: Page, text: string): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const notes = window as unknown as { toastsShown?: string[] };
    if (notes.toastsShown) return;
    const shown: string[] = (notes.toastsShown = []);
    const note = () => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        const said = status.textContent ?? '';
        if (said && status.checkVisibility() && !shown.includes(said)) shown.push(said);
      }
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
    note();
  });
  return async () => {
    await page.waitForFunction(
      (expected) => ((window as unknown as { toastsShown?: string[] }).toastsShown ?? []).some((said) => said.includes(expected)),
      text,
      { timeout: 60_000 },
    );
  };
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
