import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useClientBuild } from './test-lib/use-client-build';

// What a production build gives the offline service worker (decision 0033): the list of files it stores (Workbox's
// precache manifest, written into sw.js) and the web app manifest. Like the bundle budget, it reads dist/client when
// that is a build of the current sources, else the test run's own build in .tmp.
const outDir = useClientBuild();

interface PrecacheEntry {
  url: string;
  revision: string | null;
}
let stored: PrecacheEntry[];
let indexHtml: string;

beforeAll(() => {
  const worker = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
  const list = worker.match(/\[\{"revision":[^\]]*\}\]/);
  if (!list) throw new Error('sw.js holds no precache list: is self.__WB_MANIFEST still in src/client/service-worker/sw.ts?');
  stored = JSON.parse(list[0]) as PrecacheEntry[];
  indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
}, 180_000);

describe('the files the service worker stores', () => {
  it('are every script and stylesheet of the build, each under its hashed address (a new release, new addresses)', () => {
    const built = readdirSync(path.join(outDir, 'assets')).filter((file) => /\.(js|css)$/.test(file));
    expect(built.length).toBeGreaterThan(10);
    const storedAssets = stored.filter((entry) => entry.url.startsWith('assets/'));
    expect(storedAssets.map((entry) => entry.url).sort()).toEqual(built.map((file) => `assets/${file}`).sort());
    expect(storedAssets.every((entry) => entry.revision === null)).toBe(true);
  });

  it('never include a page: each page comes from the network first, in the language and session of its visitor', () => {
    expect(stored.filter((entry) => /\.html$|^\/?$/.test(entry.url))).toEqual([]);
    expect(stored.filter((entry) => /\.(br|gz)$|^sw\.js$/.test(entry.url))).toEqual([]);
  });

  it('include the unhashed files (manifest, icons) with a revision that changes with their content', () => {
    for (const url of ['manifest.webmanifest', 'favicon.svg', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png']) {
      expect(stored.find((entry) => entry.url === url)?.revision, url).toMatch(/^[0-9a-f]{32}$/);
    }
  });
});

describe('the web app manifest', () => {
  it('is linked from the page and names an installable app with its icons', () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const manifest = JSON.parse(readFileSync(path.join(outDir, 'manifest.webmanifest'), 'utf8')) as {
      icons: { src: string; sizes: string; purpose: string }[];
    } & Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Ribh',
      short_name: 'Ribh',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    expect(indexHtml).toContain(`<meta name="theme-color" content="${String(manifest.theme_color)}" />`);
    for (const icon of manifest.icons) {
      const png = readFileSync(path.join(outDir, icon.src));
      // A PNG's width and height are the big-endian words at bytes 16 and 20.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });
});
