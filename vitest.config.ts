import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Test files that replace a module (vi.mock) need a module registry of their own; every other file shares its
// worker's modules with the files before it, so the server's import graph (Fastify, Drizzle, PGlite, zod) is
// loaded once per worker instead of once per file: that import was a third of the suite's time (decision 0029).
const OWN_MODULES = ['src/server/auth/sign-in-throttle.test.ts'];

export default defineConfig({
  // The client's own import name for the domain (vite.config.ts), so client modules can be tested as they are.
  resolve: { alias: { '@domain': path.resolve(import.meta.dirname, 'src/domain') } },
  test: {
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          // Playwright's *.spec.ts files live in e2e/ and must not be picked up here (PITFALLS).
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: OWN_MODULES,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-modules', include: OWN_MODULES } },
    ],
  },
});
