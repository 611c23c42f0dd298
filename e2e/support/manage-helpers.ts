import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// Helpers of the management-screen journeys (e2e/manage-*.spec.ts).

export { catalogueOf, pluralOf } from './catalogues';

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
