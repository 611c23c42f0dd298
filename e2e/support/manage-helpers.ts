import type { Locator, Page } from '@playwright/test';
import { ar } from '../../src/client/i18n/ar';
import { en } from '../../src/client/i18n/en';
import { expect, type Language } from './fixtures';

// Helpers of the management-screen journeys (e2e/manage-*.spec.ts).

export const catalogueOf = (language: Language) => (language === 'ar' ? ar : en);

/** Fills {{name}} placeholders of a catalogue string. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
}

let counter = 0;
export function uniqueLabel(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}`;
}

/** Registers a new seller through the API; the page's context then carries their session cookie. */
export async function signUpSeller(page: Page, label: string): Promise<void> {
  const response = await page.request.post('/api/auth/register', {
    data: { email: `${uniqueLabel(label)}@e2e.example.com`, password: 'Ribh-e2e-pass-2024' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** POSTs JSON as the signed-in seller and returns the answer. */
export async function postJson<T>(page: Page, url: string, data: unknown): Promise<T> {
  const response = await page.request.post(url, { data: data as object });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

export async function countOf(page: Page, url: string): Promise<number> {
  const response = await page.request.get(url);
  return ((await response.json()) as unknown[]).length;
}

/** A toast with this text (Radix renders it as a status item). */
export function toastWith(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text }).first();
}

/**
 * Clicks and expects the toast. The wait starts before the click: on a loaded machine a 5-second toast
 * can come and go between a click and a check that starts only after it.
 */
export async function clickAndExpectToast(page: Page, target: Locator, text: string): Promise<void> {
  const seen = toastWith(page, text).waitFor({ state: 'visible', timeout: 15_000 });
  await target.click();
  await seen;
}

/** Closes any open toast so it does not cover what comes next. */
export async function dismissToasts(page: Page): Promise<void> {
  // Radix renders the toast as an <li> in the notifications region; its close button is the only button there.
  const close = page.locator('ol li[data-state="open"] button');
  for (let i = await close.count(); i > 0; i--) await close.first().click();
  await expect(close).toHaveCount(0);
}

/** Full-page screenshots at phone and desktop width into test-results/screenshots/. */
export async function screenshots(page: Page, name: string, language: Language): Promise<void> {
  await dismissToasts(page);
  // Clicking a row's buttons scrolls wide tables sideways; show them from their start.
  await page.evaluate(() => document.querySelectorAll('.overflow-x-auto').forEach((el) => (el.scrollLeft = 0)));
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `test-results/screenshots/${name}-${language}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** A phone-width screenshot of what is open now (a dialog), leaving toasts and the viewport as they were after. */
export async function phoneScreenshot(page: Page, name: string, language: Language): Promise<void> {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 900 });
  await page.waitForTimeout(150);
  await page.screenshot({ path: `test-results/screenshots/${name}-${language}-390.png` });
  if (original) await page.setViewportSize(original);
}
