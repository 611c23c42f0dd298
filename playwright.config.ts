import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// `npm test` passes a free port and a data directory it deletes afterwards; a direct
// `npx playwright test` uses port 3100 and a fresh directory under .tmp/. The values go into
// process.env so the worker processes (which load this file again) agree with the main one.
process.env.E2E_PORT ??= '3100';
process.env.E2E_DATA_DIR ??= path.resolve(`.tmp/e2e-data-${Date.now()}`);
// Which pairings of language and screen size this run walks (todaysShare in e2e/support/fixtures.ts): the UTC day.
process.env.E2E_TURN ??= String(Math.floor(Date.now() / 86_400_000));
const dataDir = process.env.E2E_DATA_DIR;
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // Debian's headless shell, the same Chromium build without its desktop browser around it: Playwright runs
    // headless tests in such a shell by default, and the full browser in headless mode cost 38 % more CPU for the
    // same journeys (decision 0036). Playwright never downloads a browser here.
    executablePath: '/usr/bin/chromium-headless-shell',
    // The machine has no network: stop Chromium from trying to reach it.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Journeys run against a real server on 2 shared cores, beside the Vitest suites; a slow step is not a failure.
  // These are bounds that catch a hang, not durations under test: at a load average of 10-25 an idle machine's
  // 30 s journey took over a minute, and content below the fold (rendered when the browser is idle and its chunk
  // has loaded) more than 10 s. What is awaited is unchanged; only how long a loaded machine may take.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: 'list',
  use: {
    baseURL,
    // The offline service worker (decision 0033) answers a page's requests once it is in charge, and Playwright's
    // page.route() never sees what it answers: specs that stub the network would test the worker instead of the
    // page. Only e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // Recording a trace for every test costs a fifth of the journeys' CPU (decision 0036), to keep only the failures'.
    // E2E_TRACE=1 records them when a failure needs its trace.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
  },
  projects: [
    // Once per run, before every spec: registers the run's first administrator (e2e/admin.setup.ts).
    { name: 'setup', testMatch: 'admin.setup.ts', use: browser },
    { name: 'chromium', testMatch: '*.spec.ts', dependencies: ['setup'], use: browser },
  ],
  webServer: {
    // The real server as `npm start` runs it, serving dist/client (built by scripts/test.sh before Playwright runs).
    command: 'node scripts/server-build.mjs --if-needed && exec node --enable-source-maps dist/server/main.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SAMPLE_DATA: 'true',
      LOG_LEVEL: 'warn',
      // Every spec registers its sellers from this one loopback address.
      REGISTRATIONS_PER_HOUR: '100000',
      // The journeys run beside the Vitest passes: a second without a core would make the loop late enough to shed a
      // journey's save (503). The screens' answer to a busy server is proven with stubbed answers, shedding itself by
      // src/server/http/load-shedding.test.ts.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  },
});
