import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

// The build step of decision 0030: after `vite build` wrote dist/client, the home page is rendered with
// react-dom/server once per language and session into full documents the server sends for `/`
// (src/server/http/spa-pages.ts), and every other route gets the document in the visitor's language, to be
// rendered on the client.

const LANGUAGES = ['en', 'ar', 'fr'] as const;
const SESSIONS = ['guest', 'unknown'] as const;
type Language = (typeof LANGUAGES)[number];

/** Where the documents go, inside the client build: `home.<language>.<session>.html` and `page.<language>.html`. */
export const PAGES_DIR = 'pages';

interface PrerenderModule {
  /** Self-contained: its source is written into the after-paint script (src/client/lib/taps-before-hydration.ts). */
  recordTapsBeforeHydration(): void;
  renderHome(language: Language, session: (typeof SESSIONS)[number]): Promise<{ html: string; title: string; lang: string; dir: string }>;
}

interface ManifestChunk {
  file: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Builds src/client/prerender.tsx for Node into a folder of the project (so its imports resolve from node_modules). */
async function buildPrerenderer(root: string, outDir: string, alias: Record<string, string>): Promise<PrerenderModule> {
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias },
    build: {
      ssr: path.join(root, 'src/client/prerender.tsx'),
      outDir,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  return (await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href)) as PrerenderModule;
}

/**
 * The one script the prerendered home page loads at once (a file: the CSP allows no inline script). The page needs
 * no script to be drawn, and every request started before the first paint competes with the stylesheet on a slow
 * connection (Lighthouse's simulation counts them all into LCP): once the page is painted it asks for the catalogue,
 * the first data and the app's modules, then runs the entry, which hydrates the page. "Painted" is the browser's own
 * first-contentful-paint entry where it has paint timing (requests started before it count into LCP).
 * First of all it starts keeping the taps the page cannot answer before it is hydrated (decision 0039).
 */
const afterPaintScript = (recordTaps: string) => `(${recordTaps})();
(function () {
  var script = document.currentScript;
  function link(rel, href, as) {
    var element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    if (as) {
      element.as = as;
      element.crossOrigin = 'use-credentials';
    }
    document.head.appendChild(element);
  }
  function start() {
    script.dataset.fetch.split(' ').forEach(function (href) { link('preload', href, 'fetch'); });
    script.dataset.modules.split(' ').forEach(function (href) { link('modulepreload', href); });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.src = script.dataset.entry;
    document.head.appendChild(entry);
  }
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  // After the first contentful paint as the browser reports it: that entry comes once the frame is on screen,
  // where a timer after the next animation frame ran while the frame was still on its way there.
  if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(startOnce, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () { setTimeout(startOnce, 0); });
  }
})();
`;

/** The script above under a name that changes with its content, so the server may mark it immutable (assets/). */
function writeAfterPaintScript(clientDir: string, recordTaps: () => void): string {
  const source = afterPaintScript(recordTaps.toString());
  const file = `assets/after-paint-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
  writeFileSync(path.join(clientDir, file), source);
  return `/${file}`;
}

/**
 * The home page's head without the requests Vite and index.html start at once (the entry, its modulepreloads, the
 * first data): the after-paint script makes them, in that order, once the page is on screen.
 */
function startAfterPaint(html: string, afterPaint: string, catalogue: string | undefined): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module entry to start after the paint');
  const modules = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
  const fetches = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials" \/>/g)].map((match) => match[1]!);
  const loader =
    `<script defer src="${afterPaint}" data-entry="${entry}" data-fetch="${fetches.join(' ')}"` +
    ` data-modules="${[...(catalogue ? [`/${catalogue}`] : []), ...modules].join(' ')}"></script>`;
  return html
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(/\s*<link rel="preload" href="[^"]+" as="fetch" crossorigin="use-credentials" \/>/g, '')
    .replace(/\s*<!-- What the home page draws at once[\s\S]*?-->/, '')
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, () => loader)
    .replace(/\s*<link rel="modulepreload" href="[^"]+" \/>/, '');
}

/** One document from the built index.html: the language on `<html>` and in the title, and what `#root` holds. */
function documentFor(
  template: string,
  page: { lang: string; dir: string; title: string; session?: string; root: string; homeOnly: boolean; catalogue?: string },
): string {
  let html = template
    .replace('<html lang="en" dir="ltr"', `<html lang="${page.lang}" dir="${page.dir}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    // The language's catalogue is needed before the page can be hydrated: fetched with the page, not after main.js ran.
    .replace('<!--language-head-->', () => (page.catalogue ? `<link rel="modulepreload" href="/${page.catalogue}" />` : ''))
    // A function, so a `$` in the figures is never read as a replacement pattern.
    .replace('<div id="root"></div>', () => page.root);
  html = page.homeOnly ? html.replace(/\s*<!--\/?home-only-->/g, '') : html.replace(/\s*<!--home-only-->[\s\S]*?<!--\/home-only-->/g, '');
  if (page.session) html = html.replace('data-session="__SESSION__"', `data-session="${page.session}"`);
  if (html.includes('<!--language-head-->') || !html.includes('id="root"')) throw new Error('index.html lost a marker the prerender needs');
  return html;
}

/**
 * Writes dist/client/pages/: the home page prerendered per language and session, and the bare document per
 * language for the other routes. `clientDir` is the finished client build (its index.html and manifest).
 */
export async function prerenderPages(root: string, clientDir: string, alias: Record<string, string>): Promise<void> {
  const workDir = path.join(root, '.tmp', `prerender-${process.pid}-${Date.now()}`);
  try {
    const { renderHome, recordTapsBeforeHydration } = await buildPrerenderer(root, workDir, alias);
    const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const pagesDir = path.join(clientDir, PAGES_DIR);
    mkdirSync(pagesDir, { recursive: true });
    const afterPaint = writeAfterPaintScript(clientDir, recordTapsBeforeHydration);
    for (const language of LANGUAGES) {
      const catalogue = manifest[`src/client/i18n/${language}/first-load.ts`]?.file;
      for (const session of SESSIONS) {
        const home = await renderHome(language, session);
        const root = `<div id="root" data-prerendered="${language}">${home.html}</div>`;
        writeFileSync(
          path.join(pagesDir, `home.${language}.${session}.html`),
          startAfterPaint(documentFor(template, { ...home, session, root, homeOnly: true, catalogue }), afterPaint, catalogue),
        );
        if (session === 'guest') {
          writeFileSync(
            path.join(pagesDir, `page.${language}.html`),
            documentFor(template, { ...home, root: '<div id="root"></div>', homeOnly: false, catalogue }),
          );
        }
      }
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
