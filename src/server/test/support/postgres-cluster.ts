import { execFile } from 'node:child_process';
import { chownSync, chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../../scripts/test-lib/free-port.mjs';

// A throwaway PostgreSQL 15 cluster of our own (as scripts/pg-throwaway.sh makes one): a fresh
// directory owned by the `postgres` user, loopback only on a free port, its socket inside that
// directory. Unlike the shared test cluster it keeps PostgreSQL's durable defaults (fsync on), and
// the test may restart it. It never touches any other cluster.

const run = promisify(execFile);
export const PG_BIN = '/usr/lib/postgresql/15/bin';
export const hasPostgres = existsSync(path.join(PG_BIN, 'pg_ctl'));

const isRoot = process.getuid?.() === 0;

function quote(arg: string): string {
  return `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** Runs a PostgreSQL binary as the postgres user when we are root (initdb refuses root). */
async function pgCommand(binary: string, args: string[], timeoutMs = 60_000): Promise<string> {
  const command = [path.join(PG_BIN, binary), ...args].map(quote).join(' ');
  const { stdout } = isRoot
    ? await run('su', ['postgres', '-s', '/bin/sh', '-c', command], { timeout: timeoutMs })
    : await run('/bin/sh', ['-c', command], { timeout: timeoutMs });
  return stdout;
}

export class PostgresCluster {
  private constructor(
    readonly dir: string,
    private listenPort = 0,
  ) {}

  get port(): number {
    return this.listenPort;
  }

  get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async start(): Promise<PostgresCluster> {
    const dir = mkdtempSync(path.join(tmpdir(), 'ribh-pg-rel-'));
    if (isRoot) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
    }
    chmodSync(dir, 0o700);
    const cluster = new PostgresCluster(dir);
    await pgCommand('initdb', ['-D', cluster.dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    await cluster.listenOnAFreePort();
    return cluster;
  }

  /**
   * A port chosen free can be taken before the postmaster binds it (another cluster or server of the run
   * starting at the same moment), so the port is chosen only once initdb is done, and a start that fails
   * tries again on another one. The cluster's socket sits in its own directory, so `pg_ctl -w` waits for
   * this postmaster and never mistakes another one on the same port for it.
   */
  private async listenOnAFreePort(attempts = 5): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      this.listenPort = await freePort();
      try {
        await pgCommand('pg_ctl', [
          '-D', this.dataDir,
          '-l', path.join(this.dir, 'server.log'),
          '-w', '-t', '60',
          '-o', `-p ${this.listenPort} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=60`,
          'start',
        ]);
        return;
      } catch (error) {
        if (attempt >= attempts) throw error;
      }
    }
  }

  /** `pg_ctl restart -m immediate`: every backend dies at once, then crash recovery from the WAL. */
  async restartImmediate(): Promise<void> {
    // -l again: without it the new postmaster would hold our stdout pipe open.
    await pgCommand('pg_ctl', ['-D', this.dataDir, '-l', path.join(this.dir, 'server.log'), '-m', 'immediate', '-w', '-t', '60', 'restart']);
  }

  async stop(): Promise<void> {
    try {
      if (existsSync(path.join(this.dataDir, 'postmaster.pid'))) {
        await pgCommand('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
      }
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }
}
