import autocannon from 'autocannon';

export interface LoadCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Headers for the Ribh server (the session cookie); the bare server gets the same. */
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadFigures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Answers that were not 2xx, and socket errors or timeouts: a run with any is not a fair figure. */
  non2xx: number;
  errors: number;
}

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  rounds: number;
}

export async function measure(baseUrl: string, loadCase: LoadCase, durationSeconds: number, connections: number): Promise<LoadFigures> {
  const result = await autocannon({
    url: baseUrl + loadCase.path,
    method: loadCase.method,
    headers: loadCase.body ? { 'content-type': 'application/json', ...loadCase.headers } : loadCase.headers,
    body: loadCase.body,
    connections,
    duration: durationSeconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median round of each figure; problem counts are summed so none hides. */
function combine(rounds: LoadFigures[]): LoadFigures {
  return {
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    latencyP50Ms: median(rounds.map((r) => r.latencyP50Ms)),
    latencyP99Ms: median(rounds.map((r) => r.latencyP99Ms)),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

export interface ComparedCase {
  name: string;
  ribh: LoadFigures;
  bare: LoadFigures;
  /** Ribh's requests per second over the bare server's. */
  ratio: number;
}

/**
 * Runs a case against both servers in turn, `rounds` times, after a short warm-up of each, so drifts of
 * the machine (CPU boost, other processes) touch both sides alike.
 */
export async function compare(ribhUrl: string, bareUrl: string, loadCase: LoadCase, settings: LoadSettings): Promise<ComparedCase> {
  const { connections, durationSeconds, warmupSeconds, rounds } = settings;
  if (warmupSeconds > 0) {
    await measure(bareUrl, loadCase, warmupSeconds, connections);
    await measure(ribhUrl, loadCase, warmupSeconds, connections);
  }
  const ribh: LoadFigures[] = [];
  const bare: LoadFigures[] = [];
  for (let round = 0; round < rounds; round++) {
    bare.push(await measure(bareUrl, loadCase, durationSeconds, connections));
    ribh.push(await measure(ribhUrl, loadCase, durationSeconds, connections));
  }
  const combined = { ribh: combine(ribh), bare: combine(bare) };
  return { name: loadCase.name, ...combined, ratio: combined.ribh.requestsPerSecond / combined.bare.requestsPerSecond };
}
