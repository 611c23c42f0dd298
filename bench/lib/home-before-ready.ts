import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';

export type PageLanguage = 'en' | 'ar' | 'fr';

/** One script the browser fetched before the page was ready. */
export interface ScriptBeforeReady {
  path: string;
  /** Bytes on the wire (the server's brotli). */
  transferBytes: number;
  /** The same file gzipped (zlib's default level): the unit of the budget, comparable across servers. */
  gzipBytes: number;
}

export interface HomeBeforeReady {
  language: PageLanguage;
  scripts: ScriptBeforeReady[];
  totals: { requests: number; transferBytes: number; gzipBytes: number };
}

/**
 * The budget for the JavaScript a phone downloads before the home page answers input: every script the browser
 * fetched until `<html data-app-ready>` (router.tsx: the page is hydrated), in any language. Measured in Chromium from
 * the responses, not read from the build's manifest, which missed chunks the page loads before it is ready.
 */
export const HOME_JS_BEFORE_READY_BUDGET = { gzipBytes: 125 * 1024, requests: 12 } as const;

// The machine has no network: without these Chromium keeps trying to reach it.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Debian's full browser, what `npm run bench` measures (Lighthouse needs it). */
export const FULL_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's headless shell: the same Chromium build and network stack, the browser `npm test` installs for its
 * journeys. The scripts a page fetches before it is ready are the app's module graph, the same in either.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export async function launchChromium(executablePath = process.env.CHROME_PATH ?? FULL_CHROMIUM): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/**
 * Opens `url` cold in a fresh context as a guest whose language is `language` (the cookie by which the server picks
 * the prerendered page) and lists the scripts whose responses the browser had when the page marked itself ready: its
 * own resource timing, read at that moment by an observer of the mark. No service worker (a first visit).
 */
export async function measureHomeBeforeReady(browser: Browser, url: string, language: PageLanguage): Promise<HomeBeforeReady> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    await context.addCookies([{ name: 'language', value: language, url }]);
    const page = await context.newPage();
    // No named function inside: tsx would wrap it in a helper the page does not have.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-app-ready')) return;
        observer.disconnect();
        (window as unknown as { ribhScriptsBeforeReady: unknown }).ribhScriptsBeforeReady = performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && (entry as PerformanceResourceTiming).responseEnd > 0)
          .map((entry) => ({ url: entry.name, transferBytes: (entry as PerformanceResourceTiming).encodedBodySize }));
        // The document, not <html>: an init script may run before the element exists.
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
    });
    const bodies = new Map<string, Buffer>();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) void response.body().then((body) => bodies.set(response.url(), body), () => undefined);
    });
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { ribhScriptsBeforeReady?: unknown }).ribhScriptsBeforeReady !== undefined, undefined, { timeout: 60_000 });
    const fetched = await page.evaluate(() => (window as unknown as { ribhScriptsBeforeReady: { url: string; transferBytes: number }[] }).ribhScriptsBeforeReady);
    const scripts: ScriptBeforeReady[] = [];
    for (const script of fetched) {
      const body = bodies.get(script.url) ?? Buffer.from(await (await page.request.get(script.url)).body());
      scripts.push({ path: new URL(script.url).pathname, transferBytes: script.transferBytes, gzipBytes: gzipSync(body).length });
    }
    const sum = (key: 'transferBytes' | 'gzipBytes') => scripts.reduce((total, script) => total + script[key], 0);
    return { language, scripts, totals: { requests: scripts.length, transferBytes: sum('transferBytes'), gzipBytes: sum('gzipBytes') } };
  } finally {
    await context.close();
  }
}

/** Whether one language's page keeps within the budget. */
export function withinBudget(measure: HomeBeforeReady): boolean {
  return measure.totals.gzipBytes <= HOME_JS_BEFORE_READY_BUDGET.gzipBytes && measure.totals.requests <= HOME_JS_BEFORE_READY_BUDGET.requests;
}
