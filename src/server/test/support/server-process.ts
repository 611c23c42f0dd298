import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_ARGS } from '../../../../scripts/server-build.mjs';
import { TEMPLATE_PATH } from '../template-db';
import { BASELINE_WASM_ONLY } from './node-flags';

export { freePort } from '../../../../scripts/test-lib/free-port.mjs';

// The real server as a child process, started as `npm start` starts it (the bundle in dist/server, which the
// suite's global set-up builds when a source is newer), on loopback only.

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * A new data directory holding the run's migrated cluster (the template the global set-up writes), for a server
 * process whose first start is not what its test is about: such a start opens the cluster instead of creating it,
 * about 2 CPU-s against 7 (PGlite's initdb and the migrations, each time). A start on an empty directory stays
 * covered where it is the subject: the end-to-end server and the administrator CLI start on empty ones.
 * Without a template the directory is left empty and the server creates its cluster. (The files that call this run
 * in the PGlite pass, which writes the template first; a template is renamed into place whole, so a reader never
 * meets half of one.)
 */
export function migratedDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (existsSync(TEMPLATE_PATH)) {
    const clusterDir = path.join(dir, 'pglite');
    mkdirSync(clusterDir);
    execFileSync('tar', ['-xf', TEMPLATE_PATH, '-C', clusterDir]);
  }
  return dir;
}

export interface ServerOptions {
  port: number;
  dataDir?: string;
  databaseUrl?: string;
  sampleData?: boolean;
  env?: Record<string, string>;
  /**
   * Run under a shell in a process group of its own, as `npm start` does, so kill() signals the whole
   * group: the server is orphaned as it dies and lingers as a zombie until something reaps it.
   */
  group?: boolean;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const running = new Set<ServerProcess>();

/**
 * The environment a suite's server process gets when its subject is not load shedding: on a machine running other
 * suites the process can go a second without a core, its event loop's mean lateness passes the 1 s limit and it answers
 * 503 "busy" to the very requests the suite asserts on. Shedding itself is proven in-process
 * (src/server/http/load-shedding.test.ts); `npm run load` keeps it on.
 */
export const NO_SHEDDING_FOR_A_LATE_LOOP: Record<string, string> = { MAX_EVENT_LOOP_DELAY_MS: '0' };

export class ServerProcess {
  readonly child: ChildProcess;
  output = '';
  readonly exited: Promise<Exit>;
  readonly baseUrl: string;

  constructor(readonly options: ServerOptions) {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      SAMPLE_DATA: options.sampleData === false ? 'false' : 'true',
      LOG_LEVEL: 'warn',
      // The suites (and `npm run load`) register hundreds of accounts from this one loopback address.
      REGISTRATIONS_PER_HOUR: '1000000',
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    };
    this.baseUrl = `http://127.0.0.1:${options.port}`;
    const command = [process.execPath, BASELINE_WASM_ONLY, ...SERVER_NODE_ARGS];
    this.child = options.group
      ? // `; exit` keeps the shell as the server's parent (a lone command would be exec'd).
        spawn('/bin/sh', ['-c', `"${command.join('" "')}"; exit $?`], { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
      : spawn(command[0]!, command.slice(1), { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout!.on('data', (d: Buffer) => (this.output += d.toString()));
    this.child.stderr!.on('data', (d: Buffer) => (this.output += d.toString()));
    running.add(this);
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => {
        running.delete(this);
        resolve({ code, signal });
      }),
    );
  }

  get pid(): number {
    return this.child.pid!;
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /**
   * Resolves once GET /api/health answers 200; rejects if the process exits or time runs out. The bound catches a
   * hang, not a slow start: the server runs at the suite's low priority, and on a slow machine loaded far past its
   * cores (two whole runs side by side) a server on PostgreSQL was not yet listening after three minutes.
   */
  async ready(timeoutMs = 600_000): Promise<this> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.alive) throw new Error(`server exited before it was ready:\n${this.output}`);
      try {
        const response = await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (response.status === 200) return this;
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    await this.stop();
    throw new Error(`server not ready after ${timeoutMs} ms:\n${this.output}`);
  }

  kill(signal: NodeJS.Signals): void {
    if (!this.alive) return;
    if (this.options.group) process.kill(-this.pid, signal);
    else this.child.kill(signal);
  }

  /** SIGKILL and wait for the exit (cleanup; never throws). */
  async stop(): Promise<void> {
    this.kill('SIGKILL');
    await this.exited;
  }
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  return new ServerProcess(options).ready();
}

/** Kills every server these helpers started that is still running (afterAll). */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}
