import { measure, type LoadCase, type LoadFigures } from './load';
import { SIMULATION_BODY } from './seller';

// The import stall (decision 0044): how long a health probe waits while a large orders file is imported, and
// how much others' p99 grows while imports run beside 50 connections. Prints figures; never fails on one.

const MAPPING = { columns: { orderId: 'Order ID', status: 'Status', amount: 'Collected' }, statuses: { Delivered: 'delivered', Returned: 'returned' } };
const MAPPING_HEADER = encodeURIComponent(JSON.stringify(MAPPING));

/** A file of `rows` orders; `short` leaves every row one column short (the malformed file). */
export function ordersFile(rows: number, prefix: string, short = false): string {
  const lines = ['Order ID,Customer,Status,Collected'];
  for (let i = 0; i < rows; i++) lines.push(short ? `${prefix}-${i},Customer ${i},Delivered` : `${prefix}-${i},Customer ${i},${i % 4 === 0 ? 'Returned' : 'Delivered'},35`);
  return lines.join('\n');
}

async function newPlan(baseUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/simulations`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: SIMULATION_BODY });
  if (response.status !== 201) throw new Error(`Saving a plan failed: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

async function importFile(baseUrl: string, cookie: string, planId: string, csv: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/simulations/${planId}/actuals/import-file?date=2026-11-20&adSpend=10`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/csv', 'ribh-import-mapping': MAPPING_HEADER },
    body: csv,
  });
  await response.arrayBuffer();
  return response.status;
}

export interface StallFigures {
  name: string;
  status: number;
  importMs: number;
  probes: number;
  worstProbeMs: number;
  /** Health answers that were not 200 (its database check timed out behind the import's transaction). */
  unhealthy: number;
  /** The worst wait of a static file (no database on its way): the event loop alone. */
  worstLoopProbeMs: number;
}

/** Imports one file while a health probe runs back to back beside it; the probe's worst wait is the stall. */
export async function measureStall(baseUrl: string, cookie: string, name: string, csv: string): Promise<StallFigures> {
  const planId = await newPlan(baseUrl, cookie);
  let done = false;
  const waits: number[] = [];
  const loopWaits: number[] = [];
  let unhealthy = 0;
  const probeLoop = async (path: string, into: number[], onStatus: (status: number) => void = () => {}) => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`);
      await response.arrayBuffer();
      into.push(performance.now() - started);
      onStatus(response.status);
    }
  };
  const probe = Promise.all([
    probeLoop('/api/health', waits, (status) => (unhealthy += status === 200 ? 0 : 1)),
    probeLoop('/favicon.svg', loopWaits),
  ]);
  const started = performance.now();
  const status = await importFile(baseUrl, cookie, planId, csv);
  const importMs = performance.now() - started;
  done = true;
  await probe;
  return { name, status, importMs, probes: waits.length, worstProbeMs: Math.max(0, ...waits), unhealthy, worstLoopProbeMs: Math.max(0, ...loopWaits) };
}

/** Another seller's request whose p99 the import benches watch: their plans, 50 to a page. */
function othersRequest(cookie: string): LoadCase {
  return { name: 'GET /api/simulations?limit=50', method: 'GET', path: '/api/simulations?limit=50', headers: { cookie } };
}

export interface ImportLoadFigures {
  clean: LoadFigures;
  withImports: LoadFigures;
  imports: number;
}

/** Others' figures under 50 connections, clean and while 20,000-order imports run one after another beside them. */
export async function measureOthersUnderImports(baseUrl: string, cookie: string, durationSeconds: number): Promise<ImportLoadFigures> {
  const others = othersRequest(cookie);
  const clean = await measure(baseUrl, others, durationSeconds, 50);
  let running = true;
  let imports = 0;
  const importer = (async () => {
    while (running) {
      const planId = await newPlan(baseUrl, cookie);
      await importFile(baseUrl, cookie, planId, ordersFile(20_000, `L${imports}`));
      imports += 1;
    }
  })();
  const withImports = await measure(baseUrl, others, durationSeconds, 50);
  running = false;
  await importer;
  return { clean, withImports, imports };
}

export function formatStall(figures: StallFigures): string {
  return (
    `${figures.name.padEnd(44)}  ${figures.status}, import ${Math.round(figures.importMs)} ms, health probe worst ${Math.round(figures.worstProbeMs)} ms ` +
    `over ${figures.probes} probes (${figures.unhealthy} not 200), static file worst ${Math.round(figures.worstLoopProbeMs)} ms`
  );
}

export interface LedgerImportLoadFigures {
  rows: number;
  clean: LoadFigures;
  during: LoadFigures;
  /** From the upload to the import's end, as its seller's progress calls saw it. */
  importSeconds: number;
  /** Whether the import was still running when the measuring window closed (else the window saw less than it). */
  windowInsideImport: boolean;
  state: string;
}

async function importState(baseUrl: string, cookie: string, id: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/ledger/imports/${id}`, { headers: { cookie } });
  return ((await response.json()) as { state: string }).state;
}

/**
 * Others' figures under 50 connections, clean and while one seller's orders file of `rows` rows is imported into the
 * ledger (uploaded, then followed through its progress as the import screen does).
 */
export async function measureOthersUnderLedgerImport(
  baseUrl: string,
  othersCookie: string,
  importerCookie: string,
  csv: Buffer,
  rows: number,
  durationSeconds: number,
): Promise<LedgerImportLoadFigures> {
  const others = othersRequest(othersCookie);
  const clean = await measure(baseUrl, others, durationSeconds, 50);
  const started = performance.now();
  const upload = await fetch(`${baseUrl}/api/ledger/imports?kind=orders&source=generic&fileName=bench.csv&currency=MAD`, {
    method: 'POST',
    headers: { cookie: importerCookie, 'content-type': 'text/csv' },
    body: new Uint8Array(csv),
  });
  if (upload.status !== 202) throw new Error(`The ledger import was not started: ${upload.status} ${await upload.text()}`);
  const { id } = (await upload.json()) as { id: string };
  let state = 'queued';
  const followed = (async () => {
    while (state !== 'done' && state !== 'refused') {
      await new Promise((resolve) => setTimeout(resolve, 500));
      state = await importState(baseUrl, importerCookie, id);
    }
    return (performance.now() - started) / 1000;
  })();
  const during = await measure(baseUrl, others, durationSeconds, 50);
  const windowInsideImport = state !== 'done' && state !== 'refused';
  const importSeconds = await followed;
  return { rows, clean, during, importSeconds, windowInsideImport, state };
}

export function formatLedgerImportLoad(figures: LedgerImportLoadFigures): string {
  const ratio = figures.during.latencyP99Ms / Math.max(1, figures.clean.latencyP99Ms);
  return (
    `Others' p99 (GET /api/simulations?limit=50, 50 connections): clean ${figures.clean.latencyP99Ms} ms, beside a ${figures.rows.toLocaleString('en')}-row ledger import ` +
    `${figures.during.latencyP99Ms} ms (${ratio.toFixed(1)}×; goal ≤ 3×), non-2xx ${figures.during.non2xx}, errors ${figures.during.errors}; ` +
    `the import ${figures.state} in ${figures.importSeconds.toFixed(1)} s${figures.windowInsideImport ? '' : ' (it ended before the measuring window did)'}`
  );
}
