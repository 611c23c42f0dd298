import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { BASELINE_WASM_ONLY } from './src/server/test/support/node-flags.js';

// The files that take tens of seconds start first, so the two workers end together: on a clean checkout Vitest has no
// durations of earlier runs and would start the biggest files first, and these are small files. Among them, those that
// mostly wait (on timeouts, on server processes of their own starting and stopping, on a stalled database) go before
// those that keep a core busy (hostile and naughty input on every route, exports of every naughty name): in `npm test`
// the first minutes are Playwright's, which keeps both cores busy while the waits run out, and a wait left for the end
// of the run would leave a core idle.
const WAITING_FILES = /src\/server\/(reliability\/(?!hostile-input|naughty)|cli\/)|src\/server\/http\/load-shedding/;
const BUSY_FILES = /src\/server\/reliability\/(hostile-input|naughty)|src\/server\/export\/compare-exports/;

// A worker that shares its modules is kept for the next file only when that file is of its own project: Vitest
// stops it otherwise, and the next file of the project pays a new worker's imports and database again (a fresh
// clone's PGlite pass started 7 workers with the projects mixed, 5 with them apart).
// So each project's files run together: the server's files first, then the client's many small ones, which let the two
// workers end together.
const PROJECT_ORDER = ['shared-modules', 'client-dom'];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const waiting = sorted.filter((file) => WAITING_FILES.test(file.moduleId));
    const busy = sorted.filter((file) => BUSY_FILES.test(file.moduleId));
    const rest = sorted.filter((file) => !waiting.includes(file) && !busy.includes(file));
    const byProject = (file: TestSpecification) => PROJECT_ORDER.indexOf(file.project.name);
    // Array.prototype.sort is stable: within a project the files keep the order above.
    return [...waiting, ...busy, ...rest].sort((a, b) => byProject(a) - byProject(b));
  }
}

export default defineConfig({
  // The client's own import name for the domain (vite.config.ts), so client modules can be tested as they are.
  resolve: { alias: { '@domain': path.resolve(import.meta.dirname, 'src/domain') } },
  test: {
    sequence: { sequencer: LongFilesFirst },
    globalSetup: ['src/server/test/global-setup.ts'],
    // Bounds that catch a hang, not durations: the suite shares 2 cores with Playwright and, on a shared machine, with
    // other work; setup (a server process, a migrated database) is the slowest part under load. The passes run at nice
    // 10 beside Playwright's processes at nice 0, and the kernel gives a nice-10 process about a tenth of a nice-0
    // one's share: at a load of 16 a test of one CPU-second (300 generated requests drawn) took 65 to 74 s.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
    // V8's garbage collector on the worker's own thread only: with its helper threads the hostile suite took 68 CPU-s
    // against 58 on an idle 2-core machine, and the cores are never idle in `npm test`. A young generation of 64 MB
    // semi-spaces: a request's objects die before they are copied twice, so the hostile and naughty suites spend less
    // in the scavenger (8 % less CPU on either database, decision 0036). PGlite's WASM on V8's baseline compiler only:
    // see node-flags.ts.
    execArgv: ['--single-threaded-gc', '--max-semi-space-size=64', BASELINE_WASM_ONLY],
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          // Playwright's *.spec.ts files live in e2e/ and must not be picked up here.
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          // Each file shares its worker's modules with the files before it, so the server's import graph (Fastify,
          // Drizzle, PGlite, zod) is loaded once per worker instead of once per file: that import was a third of the
          // suite's time (decision 0029). So no server file replaces a module (vi.mock), which would reach the files
          // after it: a test that counts calls into a package spies on its exports object and restores it.
          isolate: false,
        },
      },
      {
        // The client's hooks and components, rendered into happy-dom: a DOM-level runner below the e2e journeys.
        // Like the server's files they share their worker's modules (React, Testing Library, the catalogues): each
        // test unmounts what it drew and puts back what it stubbed (dom-setup.ts), and a module registry per file
        // doubled this project's CPU (40 s against 19.5 s for 81 tests).
        extends: true,
        test: {
          name: 'client-dom',
          include: ['src/client/**/*.test.tsx'],
          environment: 'happy-dom',
          isolate: false,
          setupFiles: ['src/client/test-support/dom-setup.ts'],
        },
      },
    ],
  },
});
