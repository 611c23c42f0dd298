import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Playwright's *.spec.ts files live in e2e/ and must not be picked up here (PITFALLS).
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
