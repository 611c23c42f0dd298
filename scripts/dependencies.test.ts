import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';

// package.json says what the app needs: the server's and the domain's run-time imports are `dependencies` (a
// production install may leave devDependencies out), and nothing is listed that nothing uses.

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Tools run by name (npm scripts, npx, the test scripts) rather than imported. */
const RUN_BY_NAME = ['typescript', 'tsx', 'prettier', 'drizzle-kit', 'tailwindcss', 'eslint'];

/** Packages another one loads: the client tests' DOM (Vitest's `environment: 'happy-dom'`) and Testing Library's core (a peer of its React renderer). */
const LOADED_BY_ANOTHER = ['happy-dom', '@testing-library/dom'];

const tracked = (...paths: string[]) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...paths], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file));

const isTestCode = (file: string) => /\.test\.tsx?$|\/test\/|\/test-support\/|\/test-[^/]*\.ts$|icon-samples\.ts$/.test(file);

/** The packages a file imports or requires at run time (type-only imports left out). */
function packagesImportedBy(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const names = new Set<string>();
  const forms = /^(?!import type)(?:import|export)[^'";]*?from '([^']+)'|import\('([^']+)'\)|^import '([^']+)'|require(?:\.resolve)?\('([^']+)'\)/gm;
  for (const match of text.matchAll(forms)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? match[4]!;
    if (specifier.startsWith('.') || specifier.startsWith('@domain/') || specifier.startsWith('node:')) continue;
    const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
    if (!builtinModules.includes(name)) names.add(name);
  }
  return [...names];
}

describe('package.json', () => {
  it("lists every package the server and the domain load at run time under dependencies", () => {
    const runTime = tracked('src/server', 'src/domain').filter((file) => !isTestCode(file));
    const missing = runTime.flatMap((file) => packagesImportedBy(file).filter((name) => !(name in pkg.dependencies)).map((name) => `${name} (${file})`));
    expect(missing).toEqual([]);
  });

  it('lists no package that nothing imports or runs', () => {
    const everything = tracked('src', 'e2e', 'scripts', 'bench', 'tools', '*.config.ts', 'eslint.config.js', 'index.html');
    const imported = new Set(everything.flatMap(packagesImportedBy));
    const scripts = Object.values(pkg.scripts).join('\n') + readFileSync('scripts/test.sh', 'utf8');
    const unused = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
      (name) => !imported.has(name) && !name.startsWith('@types/') && !RUN_BY_NAME.includes(name) && !LOADED_BY_ANOTHER.includes(name) && !scripts.includes(name),
    );
    expect(unused).toEqual([]);
  });
});
