import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfNeeded, SERVER_NODE_ARGS } from '../../scripts/server-build.mjs';
import { freePort } from '../../src/server/test/support/server-process';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  name: string;
  url: string;
  pid: number;
  /** Resident memory of the server process, from /proc (Linux). */
  rssBytes(): number | null;
  stop(): Promise<void>;
}


function rssOf(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

function running(name: string, url: string, child: ChildProcess): RunningServer {
  return {
    name,
    url,
    pid: child.pid!,
    rssBytes: () => rssOf(child.pid!),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /api/health within two minutes:\n${output()}`);
}

// The budget is about the embedded database, whatever the shell exports.
function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return env;
}

/**
 * The built Ribh server as `npm start` runs it, on a fresh embedded database with the sample catalogue, or
 * on the PostgreSQL database `databaseUrl` names (the growth bench).
 */
export async function startRibh(dataDir: string, databaseUrl?: string): Promise<RunningServer> {
  await buildServerIfNeeded(rootDir);
  const port = await freePort();
  const database = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const child = spawn(process.execPath, ['--optimize-for-size', ...SERVER_NODE_ARGS], {
    cwd: rootDir,
    env: { ...withoutDatabaseUrl(), ...database, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SAMPLE_DATA: 'true', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => log);
  return running('ribh', url, child);
}

/** The bare node:http yardstick answering `routesFile` from memory. */
export async function startBare(routesFile: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'bench/bare-server.ts')], {
    cwd: rootDir,
    env: { ...process.env, PORT: String(port), BARE_ROUTES: routesFile },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`The bare server exited (${code})`)));
  });
  return running('bare', `http://127.0.0.1:${port}`, child);
}
