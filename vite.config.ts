import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src/client'),
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
