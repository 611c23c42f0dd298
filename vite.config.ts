import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';
// Explicit extensions on what the config imports (and what that imports): Vite's coming native config loader needs them.
import { prerenderPages } from './scripts/prerender-home.js';

const alias = { '@domain': path.resolve(import.meta.dirname, 'src/domain') };

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

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderedPages(), precompressAssets()],
  resolve: { alias },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    // The CSP forbids inline scripts; modern browsers need no preload polyfill.
    modulePreload: { polyfill: false },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
