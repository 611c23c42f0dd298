import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// Explicit extensions on what the config imports (and what that imports): Vite's coming native config loader needs them.
import { prerenderPages } from './scripts/prerender-home.js';

const alias = { '@domain': path.resolve(import.meta.dirname, 'src/domain') };

/**
 * The home page's first part of one language's catalogue, with the glossary words it reads, as one file:
 * `text-<language>`. Without this group each file the later parts share with it becomes a small chunk of its own,
 * each one more request a phone waits for before the page is ready (decision 0039). Every group that first-load.ts
 * imports is listed: one left out lands in a chunk that imports this one back, and that import cycle leaves the
 * group undefined when the catalogue is assembled (its strings then show as keys).
 */
function firstTextChunk(id: string): string | null {
  const match =
    /[\\/]src[\\/]client[\\/]i18n[\\/](en|ar|fr)[\\/](first-load|common|connection|errors|guest-draft|history-save|plans|simulator)\.ts$/.exec(id) ??
    /[\\/]src[\\/]domain[\\/]glossary-terms[\\/](en|ar|fr)\.ts$/.exec(id);
  return match ? `text-${match[1]}` : null;
}

/**
 * Writes `.br` and `.gz` beside every built script and stylesheet, once at build time, so the server
 * sends compressed assets without compressing per request (@fastify/static `preCompressed`). On a phone's
 * connection the first load is the transfer size: about a third of the raw bytes.
 */
function precompressAssets(): Plugin {
  return {
    name: 'ribh-precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const fullPath = path.join(options.dir!, file);
        const bytes = readFileSync(fullPath);
        writeFileSync(`${fullPath}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${fullPath}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Once the client is written: the home page prerendered in every language, its scripts started after its first
 * paint, and the other routes' documents (scripts/prerender-home.ts, decision 0030).
 */
function prerenderedPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ribh-prerendered-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await prerenderPages(config.root, path.resolve(config.root, config.build.outDir), alias);
    },
  };
}

/**
 * The offline service worker and the web app manifest (decision 0033). src/client/service-worker/sw.ts is built
 * into /sw.js with the list of the build's files to store (precache); the pages themselves are never in that list
 * (the server answers each visitor's language and session), so they are kept network-first instead.
 */
function offlineApp(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/client/service-worker',
    filename: 'sw.ts',
    // Registered by src/client/service-worker/register-service-worker.ts, after the first paint.
    injectRegister: false,
    injectManifest: {
      // A classic script (registered without type: 'module', which older Safari and Firefox workers lack).
      rollupFormat: 'iife',
      globPatterns: ['**/*.{js,css,woff2,svg,png,webmanifest}'],
      // The pages (prerendered per language and session), the build's own manifest, the compressed twins of each
      // file (the browser asks for the file).
      globIgnores: ['**/*.html', 'pages/**', '.vite/**', '**/*.{br,gz}', 'sw.js'],
    },
    manifest: {
      name: 'Ribh',
      short_name: 'Ribh',
      description: 'Profit simulator and back office for cash-on-delivery sellers.',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });
}

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderedPages(), precompressAssets(), offlineApp()],
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      // The browser's Zod, set never to try eval (src/client/lib/zod.ts); that module itself reaches Zod by 'zod/v4'.
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/client/lib/zod.ts') },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    // The CSP forbids inline scripts; modern browsers need no preload polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The entry and everything it imports statically: one file, not a score of small shared pieces (decision 0039).
          // The text groups take their files only: with their dependencies, `withUnit`, which every language's text
          // imports, would land in one language's chunk and make the others fetch it. Catalogue files only export data.
          groups: [
            { name: 'home', tags: ['$initial'] },
            { name: firstTextChunk, debugName: 'text-<language>', includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
