// `npm run bench [-- --quick]`: the performance budgets' figures (docs/product.md#performance-budgets) side by side in one run. Prints; never fails on a timing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureCompute } from './lib/compute';
import { measureProfitRange, PROFIT_RANGE_GOAL_MS } from './lib/risk';
import { analyseHomeBundle } from './lib/initial-chunks';
import { HOME_JS_BEFORE_READY_BUDGET, launchChromium, measureHomeBeforeReady, withinBudget, type HomeBeforeReady } from './lib/home-before-ready';
import { formatLighthouse, formatLoad, LIGHTHOUSE_GOALS, meetsLighthouseGoals, runLighthouse, type BenchLanguage, type LighthouseScores } from './lib/lighthouse';
import { compare, type ComparedCase, type LoadCase, type LoadSettings } from './lib/load';
import { formatBudget, formatBytes, formatCase, type BudgetLine } from './lib/report';
import { createSeller, SIMULATION_BODY } from './lib/seller';
import { formatLedgerImportLoad, formatStall, measureOthersUnderImports, measureOthersUnderLedgerImport, measureStall, ordersFile, type ImportLoadFigures, type StallFigures } from './lib/import-stall';
import { ledgerOrdersCsv } from './lib/ledger-orders-file';
import { rootDir, startBare, startRibh, type RunningServer } from './lib/servers';
import { postgresUrlFromEnvironment, runGrowth, type GrowthRun } from './growth';

const quick = process.argv.includes('--quick');
// `npm run bench -- --lighthouse`: only the build, the scripts before ready and Lighthouse on `/` in every language
// (best of LIGHTHOUSE_RUNS runs each, 3 unless set).
const lighthouseOnly = process.argv.includes('--lighthouse');
const BENCH_LANGUAGES: BenchLanguage[] = ['en', 'ar', 'fr'];
// `--before-ready`: only the build and the scripts `/` downloads before it is ready, in every language.
const beforeReadyOnly = process.argv.includes('--before-ready');
// `--growth`: only the data-growth figures (bench/growth.ts); the full run measures them after the rest.
const growthOnly = process.argv.includes('--growth');
// `--imports`: only the import stall (decision 0044) on a fresh embedded database.
const importsOnly = process.argv.includes('--imports');
const settings: LoadSettings = quick
  ? { connections: 50, durationSeconds: 2, warmupSeconds: 0.5, rounds: 1 }
  : { connections: 50, durationSeconds: 5, warmupSeconds: 2, rounds: 3 };
const SAVED_SIMULATIONS = 500;
const MB = 1024 * 1024;

function machine() {
  return { nproc: os.availableParallelism(), cpu: os.cpus()[0]?.model ?? 'unknown', memoryBytes: os.totalmem(), node: process.version, platform: `${os.type()} ${os.release()}` };
}

/** The answer of the Ribh server, canned for the bare one: same status, same JSON body. */
async function cannedAnswer(url: string, loadCase: LoadCase) {
  const response = await fetch(url + loadCase.path, {
    method: loadCase.method,
    headers: loadCase.body ? { 'content-type': 'application/json', ...loadCase.headers } : loadCase.headers,
    body: loadCase.body,
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${loadCase.name}: the Ribh server answered ${response.status} ${body}`);
  const total = response.headers.get('x-total-count');
  return { status: response.status, body, headers: total ? { 'x-total-count': total } : undefined };
}

async function loadCases(ribh: RunningServer, workDir: string) {
  const seller = await createSeller(ribh.url, SAVED_SIMULATIONS);
  const countries = (await (await fetch(`${ribh.url}/api/countries`)).json()) as { id: string }[];
  const guestCases: LoadCase[] = [
    { name: 'GET /api/countries (guest)', method: 'GET', path: '/api/countries' },
    { name: 'GET /api/services (guest)', method: 'GET', path: '/api/services' },
    { name: 'GET /api/fee-structures/country/:id (guest)', method: 'GET', path: `/api/fee-structures/country/${countries[0]!.id}` },
  ];
  const sellerHeaders = { cookie: seller.cookie };
  const sellerCases: LoadCase[] = [
    { name: 'GET /api/simulations?limit=50 (signed in)', method: 'GET', path: '/api/simulations?limit=50', headers: sellerHeaders },
    { name: 'POST /api/simulations (signed in)', method: 'POST', path: '/api/simulations', headers: sellerHeaders, body: SIMULATION_BODY },
  ];
  const cases = seller.hasSimulations ? [...guestCases, ...sellerCases] : guestCases;
  const routes: Record<string, unknown> = {};
  for (const loadCase of cases) routes[`${loadCase.method} ${loadCase.path}`] = await cannedAnswer(ribh.url, loadCase);
  const routesFile = path.join(workDir, 'bare-routes.json');
  writeFileSync(routesFile, JSON.stringify(routes));
  return { cases, skipped: seller.hasSimulations ? [] : sellerCases.map((c) => c.name), routesFile };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The scripts a browser downloads before `/` answers input, per language, measured in Chromium (home-before-ready.ts). */
async function measureBeforeReady(url: string): Promise<HomeBeforeReady[]> {
  console.log('\nHome route `/` before it is ready (scripts Chromium fetched until <html data-app-ready>, a guest\'s cold first visit):');
  const browser = await launchChromium();
  const measures: HomeBeforeReady[] = [];
  try {
    for (const language of BENCH_LANGUAGES) {
      const measure = await measureHomeBeforeReady(browser, `${url}/`, language);
      measures.push(measure);
      const { requests, gzipBytes, transferBytes } = measure.totals;
      console.log(`  ${language}: ${kb(gzipBytes)} gzip (${kb(transferBytes)} brotli on the wire) in ${requests} script requests`);
      if (process.env.BENCH_LIST_SCRIPTS) for (const script of measure.scripts) console.log(`      ${script.path} ${kb(script.gzipBytes)}`);
    }
  } finally {
    await browser.close();
  }
  return measures;
}

function beforeReadyBudget(measures: HomeBeforeReady[]): BudgetLine {
  const worst = measures.reduce((max, m) => (m.totals.gzipBytes > max.totals.gzipBytes ? m : max), measures[0]!);
  const mostRequests = Math.max(...measures.map((m) => m.totals.requests));
  return {
    name: `home JS before ready ≤ ${HOME_JS_BEFORE_READY_BUDGET.gzipBytes / 1024} KB gzip in ≤ ${HOME_JS_BEFORE_READY_BUDGET.requests} script requests (every language)`,
    met: measures.every(withinBudget),
    detail: `${kb(worst.totals.gzipBytes)} (${worst.language}), ${mostRequests} requests`,
  };
}

/** The import stall beside a health probe, and others' p99 while imports run (decision 0044). */
async function importStall(ribh: RunningServer): Promise<{ stalls: StallFigures[]; load: ImportLoadFigures }> {
  const seller = await createSeller(ribh.url, 50);
  console.log('\nImports (decision 0044): a health probe beside one file; goal: worst probe < 1 s');
  const stalls = [
    await measureStall(ribh.url, seller.cookie, 'malformed 80,000-row file (one column short)', ordersFile(80_000, 'M', true)),
    await measureStall(ribh.url, seller.cookie, 'valid 60,000-order file', ordersFile(60_000, 'V')),
  ];
  for (const stall of stalls) console.log(formatStall(stall));
  const load = await measureOthersUnderImports(ribh.url, seller.cookie, quick ? 3 : 10);
  const ratio = load.withImports.latencyP99Ms / Math.max(1, load.clean.latencyP99Ms);
  console.log(
    `Others' p99 (GET /api/simulations?limit=50, 50 connections): clean ${load.clean.latencyP99Ms} ms, with ${load.imports} imports of 20,000 orders beside ${load.withImports.latencyP99Ms} ms (${ratio.toFixed(1)}×; goal ≤ 3×), non-2xx ${load.withImports.non2xx}`,
  );
  const rows = quick ? 50_000 : 200_000;
  const importer = await createSeller(ribh.url, 0);
  const ledger = await measureOthersUnderLedgerImport(ribh.url, seller.cookie, importer.cookie, ledgerOrdersCsv(rows), rows, quick ? 3 : 8);
  console.log(formatLedgerImportLoad(ledger));
  return { stalls, load };
}

async function main() {
  const started = Date.now();
  console.log(`Ribh bench (${quick ? 'quick' : 'full'}) on ${JSON.stringify(machine())}\n`);
  const production = { ...process.env, NODE_ENV: 'production' };
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: rootDir, stdio: 'inherit', env: production });
  // The bundle figures need the manifest, which an older build (or one half-way through) lacks.
  if (!existsSync(path.join(rootDir, 'dist/client/.vite/manifest.json'))) {
    execFileSync(path.join(rootDir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: rootDir, stdio: 'inherit', env: production });
  }

  const bundle = analyseHomeBundle(path.join(rootDir, 'dist/client'));
  console.log('Home route `/` in the build manifest (entry chunk and its static imports; the page also loads some of its dynamic imports before it is ready, measured below):');
  console.log(`  JavaScript: ${formatBytes(bundle.totals.jsRaw, bundle.totals.jsGzip)} in ${bundle.initialJs.length} files`);
  console.log(`  CSS:        ${formatBytes(bundle.totals.cssRaw, bundle.totals.cssGzip)}`);
  if (bundle.largestLazy) console.log(`  Largest lazy chunk: ${bundle.largestLazy.file}, ${formatBytes(bundle.largestLazy.rawBytes, bundle.largestLazy.gzipBytes)}`);

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'ribh-bench-'));
  const servers: RunningServer[] = [];
  if (beforeReadyOnly) {
    try {
      const ribh = await startRibh(path.join(workDir, 'data'));
      servers.push(ribh);
      console.log(formatBudget(beforeReadyBudget(await measureBeforeReady(ribh.url))));
    } finally {
      for (const server of servers) await server.stop();
      rmSync(workDir, { recursive: true, force: true });
    }
    return;
  }
  if (lighthouseOnly) {
    try {
      const ribh = await startRibh(path.join(workDir, 'data'));
      servers.push(ribh);
      const beforeReady = await measureBeforeReady(ribh.url);
      console.log('\nLighthouse (mobile) on / …');
      const scores = await runLighthouse(`${ribh.url}/`, BENCH_LANGUAGES);
      for (const s of scores) for (const line of formatLighthouse(s)) console.log(line);
      console.log('\nGoals:');
      console.log(formatBudget(beforeReadyBudget(beforeReady)));
      for (const s of scores) console.log(formatBudget({ name: `Lighthouse ${s.language} (best of ${s.runs}): LCP ≤ ${LIGHTHOUSE_GOALS.lcpMs / 1000} s, time to interactive ≤ ${LIGHTHOUSE_GOALS.ttiMs / 1000} s, performance ≥ ${LIGHTHOUSE_GOALS.performance}, CLS 0`, met: meetsLighthouseGoals(s), detail: `${Math.round(s.metrics.lcpMs)} ms / ${Math.round(s.metrics.ttiMs)} ms / ${s.performance} / ${s.metrics.cls.toFixed(3)}, ${formatLoad(s.loadAverages)}` }));
    } finally {
      for (const server of servers) await server.stop();
      rmSync(workDir, { recursive: true, force: true });
    }
    return;
  }
  if (importsOnly) {
    try {
      // Under `scripts/pg-throwaway.sh` the server runs on that PostgreSQL instead of its embedded database.
      const ribh = await startRibh(path.join(workDir, 'data'), process.env.TEST_DATABASE_URL);
      if (process.env.TEST_DATABASE_URL) console.log('On PostgreSQL (TEST_DATABASE_URL).');
      servers.push(ribh);
      await importStall(ribh);
    } finally {
      for (const server of servers) await server.stop();
      rmSync(workDir, { recursive: true, force: true });
    }
    return;
  }
  try {
    // First start: creates the embedded database (a one-off that takes most of a GB while PGlite runs
    // initdb), loads the sample catalogue and the seller. The measured server is a restart on that
    // data, as a server runs on any day after its first.
    const dataDir = path.join(workDir, 'data');
    const firstStart = await startRibh(dataDir);
    const firstStartRssBytes = firstStart.rssBytes();
    const seeded = await loadCases(firstStart, workDir);
    await firstStart.stop();
    const { cases, skipped, routesFile } = seeded;
    const ribh = await startRibh(dataDir);
    servers.push(ribh);
    const bare = await startBare(routesFile);
    servers.push(bare);

    console.log(`\nLoad: autocannon, ${settings.connections} connections, ${settings.rounds} × ${settings.durationSeconds} s per server, alternating (median round):`);
    const results: ComparedCase[] = [];
    for (const loadCase of cases) {
      const result = await compare(ribh.url, bare.url, loadCase, settings);
      results.push(result);
      console.log(formatCase(result));
    }
    for (const name of skipped) console.log(`${name.padEnd(44)}  skipped: route missing`);
    const rssBytes = ribh.rssBytes();
    const megabytes = (bytes: number | null) => (bytes === null ? 'unknown' : `${(bytes / MB).toFixed(0)} MB`);
    console.log(`\nRibh server RSS after the load: ${megabytes(rssBytes)} (the first start, which created the database: ${megabytes(firstStartRssBytes)})`);

    const beforeReady = await measureBeforeReady(ribh.url);
    const imports = await importStall(ribh);

    let lighthouse: LighthouseScores[] | null = null;
    if (!quick) {
      console.log('\nLighthouse (mobile) on / …');
      lighthouse = await runLighthouse(`${ribh.url}/`, BENCH_LANGUAGES);
      for (const s of lighthouse) for (const line of formatLighthouse(s)) console.log(line);
    }

    const compute = await measureCompute(quick ? 0.5 : 2);
    console.log(`\nsimulate(): ${Math.round(compute.simulatePerSecond).toLocaleString('en-US')} per second`);
    console.log(compute.sensitivityGridsPerSecond === null
      ? 'sensitivity grid: skipped: src/domain/model/insights/sensitivity.ts missing'
      : `sensitivity grid (9×9 with axes): ${Math.round(compute.sensitivityGridsPerSecond).toLocaleString('en-US')} per second; one recalculation ${compute.recalculationMs!.toFixed(4)} ms (frame: 16.7 ms)`);

    const risk = measureProfitRange();
    console.log(`profit range (20,000 draws, every input uncertain): median ${risk.medianMs.toFixed(1)} ms, worst ${risk.worstMs.toFixed(1)} ms, CPU ${risk.cpuMedianMs.toFixed(1)} ms`);

    const byName = (prefix: string) => results.find((r) => r.name.startsWith(prefix));
    const budgets: BudgetLine[] = [
      { name: `profit range of 20,000 draws ≤ ${PROFIT_RANGE_GOAL_MS} ms (median)`, met: risk.medianMs <= PROFIT_RANGE_GOAL_MS, detail: `${risk.medianMs.toFixed(1)} ms` },
      ...['GET /api/countries', 'GET /api/services', 'GET /api/fee-structures'].map((prefix) => {
        const r = byName(prefix);
        return { name: `${prefix} ≥ 0.5 of bare`, met: r ? r.ratio >= 0.5 : null, detail: r ? r.ratio.toFixed(2) : 'not run' };
      }),
      (() => {
        const r = byName('GET /api/simulations');
        return { name: 'GET /api/simulations?limit=50 ≥ 0.2 of bare', met: r ? r.ratio >= 0.2 : null, detail: r ? r.ratio.toFixed(2) : 'skipped' };
      })(),
      (() => {
        const r = byName('POST /api/simulations');
        return { name: 'POST /api/simulations ≥ 1000 req/s', met: r ? r.ribh.requestsPerSecond >= 1000 : null, detail: r ? `${Math.round(r.ribh.requestsPerSecond)} req/s` : 'skipped' };
      })(),
      beforeReadyBudget(beforeReady),
      ...BENCH_LANGUAGES.map((language) => {
        const s = lighthouse?.find((l) => l.language === language);
        return {
          name: `Lighthouse ${language}: LCP ≤ ${LIGHTHOUSE_GOALS.lcpMs / 1000} s, time to interactive ≤ ${LIGHTHOUSE_GOALS.ttiMs / 1000} s, performance ≥ ${LIGHTHOUSE_GOALS.performance}, CLS 0, accessibility 100, best practices ≥ 95`,
          met: s ? meetsLighthouseGoals(s) : null,
          detail: s ? `${Math.round(s.metrics.lcpMs)} ms / ${Math.round(s.metrics.ttiMs)} ms / ${s.performance} / ${s.metrics.cls.toFixed(3)} / ${s.accessibility} / ${s.bestPractices}` : 'not run (--quick)',
        };
      }),
      { name: 'server RSS < 450 MB', met: rssBytes === null ? null : rssBytes < 450 * MB, detail: rssBytes === null ? 'unknown' : `${(rssBytes / MB).toFixed(0)} MB` },
      {
        name: 'simulate + sensitivity grid < one frame (16.7 ms)',
        met: compute.recalculationMs === null ? null : compute.recalculationMs < 1000 / 60,
        detail: compute.recalculationMs === null ? 'skipped' : `${compute.recalculationMs.toFixed(4)} ms`,
      },
    ];
    console.log('\nBudgets (docs/product.md#performance-budgets):');
    for (const line of budgets) console.log(formatBudget(line));

    let growth: GrowthRun[] | null = null;
    if (!quick) {
      await Promise.all(servers.splice(0).map((server) => server.stop()));
      growth = await runGrowth({ quick: false, postgresUrl: postgresUrlFromEnvironment() });
    }

    const figures = {
      mode: quick ? 'quick' : 'full',
      at: new Date().toISOString(),
      machine: machine(),
      load: { settings, cases: results, skipped },
      rssBytes,
      firstStartRssBytes,
      bundle: { initialJs: bundle.initialJs, initialCss: bundle.initialCss, totals: bundle.totals, largestLazy: bundle.largestLazy },
      beforeReady,
      lighthouse,
      compute,
      imports,
      budgets,
      growth,
      durationSeconds: (Date.now() - started) / 1000,
    };
    writeFileSync(path.join(rootDir, 'bench/results.json'), `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`\nWrote bench/results.json (${figures.durationSeconds.toFixed(0)} s).`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(workDir, { recursive: true, force: true });
  }
}

(growthOnly ? runGrowth({ quick, postgresUrl: postgresUrlFromEnvironment() }).then(() => undefined) : main()).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
