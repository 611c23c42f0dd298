import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`build.manifest: true`). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface AssetSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface HomeBundle {
  /** JS the home route `/` loads before any interaction: the entry and its static imports, transitively. */
  initialJs: AssetSize[];
  initialCss: AssetSize[];
  /** Every other JS chunk: loaded on demand through a dynamic import. */
  lazyJs: AssetSize[];
  /** Manifest keys (source paths) of the on-demand entries, e.g. `src/client/routes/admin.tsx`. */
  dynamicEntries: string[];
  totals: { jsRaw: number; jsGzip: number; cssRaw: number; cssGzip: number };
  largestLazy: AssetSize | null;
}

export function sizeOf(clientDir: string, file: string): AssetSize {
  const bytes = readFileSync(path.join(clientDir, file));
  return { file, rawBytes: bytes.length, gzipBytes: gzipSync(bytes).length };
}

/**
 * Reads `<clientDir>/.vite/manifest.json` and splits the JS into what `/` loads up front and what
 * loads later. Modulepreload links follow the same static-import graph, so this is what the page fetches.
 */
export function analyseHomeBundle(clientDir: string): HomeBundle {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = manifest['index.html'] ?? Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`No entry chunk in ${clientDir}/.vite/manifest.json`);

  const initialKeys = new Set<string>();
  const visit = (key: string) => {
    if (initialKeys.has(key) || !manifest[key]) return;
    initialKeys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry)!;
  visit(entryKey);

  const initialChunks = [...initialKeys].map((key) => manifest[key]!);
  const initialFiles = new Set(initialChunks.map((chunk) => chunk.file));
  const cssFiles = new Set(initialChunks.flatMap((chunk) => chunk.css ?? []));
  const initialJs = [...initialFiles].filter((file) => file.endsWith('.js')).map((file) => sizeOf(clientDir, file));
  const initialCss = [...cssFiles].map((file) => sizeOf(clientDir, file));
  const lazyFiles = new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js') && !initialFiles.has(file)),
  );
  const lazyJs = [...lazyFiles].map((file) => sizeOf(clientDir, file));
  const sum = (sizes: AssetSize[], key: 'rawBytes' | 'gzipBytes') => sizes.reduce((total, size) => total + size[key], 0);
  return {
    initialJs,
    initialCss,
    lazyJs,
    dynamicEntries: Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry)
      .map(([key]) => key),
    totals: {
      jsRaw: sum(initialJs, 'rawBytes'),
      jsGzip: sum(initialJs, 'gzipBytes'),
      cssRaw: sum(initialCss, 'rawBytes'),
      cssGzip: sum(initialCss, 'gzipBytes'),
    },
    largestLazy: lazyJs.reduce<AssetSize | null>((max, size) => (!max || size.gzipBytes > max.gzipBytes ? size : max), null),
  };
}
