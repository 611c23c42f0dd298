import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// Explicit extensions on what the config imports (and what that imports): Vite's coming native config loader needs them.
import { appShellHtml, languageMetaHtml } from './src/client/shell/app-shell-html.js';

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
 * public/boot.js is a plain script that blocks the first paint, so a revalidation on a repeat visit would cost a
 * round trip before anything shows. Naming its content in the URL lets the server mark it immutable (spa.ts).
 */
function bootScriptVersion(): string {
  return createHash('sha256').update(readFileSync(path.join(import.meta.dirname, 'public/boot.js'))).digest('hex').slice(0, 12);
}

/**
 * index.html at build time: the static first paint (header, heading, guest notice, card outlines) in the root;
 * the scripts at low priority, since the shell paints without them and they must not hold the first paint back;
 * where each non-English catalogue is, and the home page's title in each language, so public/boot.js can fetch
 * the visitor's catalogue alongside the scripts and name the tab in their language before the first paint;
 * and boot.js by a URL that changes with its content.
 */
function appShell(): Plugin {
  return {
    name: 'ribh-app-shell',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const catalogueFile = (language: string) =>
          Object.values(context.bundle ?? {}).find(
            (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith(`src/client/i18n/${language}/index.ts`),
          )?.fileName;
        return html
          .replace('<!--app-shell-->', appShellHtml())
          .replace('<script src="/boot.js"></script>', `<script src="/boot.js?v=${bootScriptVersion()}"></script>`)
          .replace('<!--language-meta-->', languageMetaHtml(catalogueFile))
          .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
          .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin');
      },
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
      // The pages, the build's own manifest, the compressed twins of each file (the browser asks for the file).
      globIgnores: ['**/index.html', '.vite/**', '**/*.{br,gz}', 'sw.js'],
      // boot.js is loaded as /boot.js?v=<its hash> (appShell above): store it under that address, so a page of a
      // new release never gets the old boot.js from the store.
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) =>
            entry.url === 'boot.js' ? { ...entry, url: `boot.js?v=${bootScriptVersion()}`, revision: null } : entry,
          ),
          warnings: [],
        }),
      ],
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
  plugins: [react(), tailwindcss(), appShell(), precompressAssets(), offlineApp()],
  resolve: {
    alias: {
      '@domain': path.resolve(import.meta.dirname, 'src/domain'),
    },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    // The CSP forbids inline scripts; modern browsers need no preload polyfill.
    modulePreload: { polyfill: false },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
