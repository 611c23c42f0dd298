import { readdirSync, readFileSync } from 'node:fs';

// CPU time of processes and of the whole machine, from /proc (Linux), for `npm run load -- --processes`:
// what each side of a run (load generator, balancer, app processes, PostgreSQL) spent, so the report
// can say what bounds the throughput. Figures only; nothing asserts on them.

/** Linux reports /proc times in clock ticks of 1/100 s (USER_HZ is 100 on every mainstream build). */
const TICK_MS = 10;

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime of the process itself (all its threads), ms. */
  ownMs: number;
  /** cutime + cstime: children it has waited for (a PostgreSQL postmaster's ended backends), ms. */
  reapedChildrenMs: number;
}

function readStat(pid: number | 'self', mainThread = false): ProcStat | undefined {
  try {
    const text = readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: split after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const number = (i: number) => Number(fields[i]);
    return {
      pid: pid === 'self' ? process.pid : pid,
      ppid: number(1),
      ownMs: (number(11) + number(12)) * TICK_MS,
      reapedChildrenMs: (number(13) + number(14)) * TICK_MS,
    };
  } catch {
    return undefined; // gone, or not Linux
  }
}

function allPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [];
  }
}

function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

/**
 * The PostgreSQL postmaster listening on `port` on this machine, found by its command line
 * (`postgres … -p <port>`, as `scripts/pg-throwaway.sh` starts it); undefined when the database runs
 * elsewhere or was started another way.
 */
export function findPostmaster(port: number): number | undefined {
  for (const pid of allPids()) {
    const argv = commandLine(pid);
    if (!/(^|\/)postgres$/.test(argv[0] ?? '')) continue;
    const p = argv.indexOf('-p');
    if (p >= 0 && argv[p + 1] === String(port)) return pid;
  }
  return undefined;
}

/** A group of processes whose CPU time is summed: one app process, the balancer, or a postmaster and its backends. */
export interface Watched {
  name: string;
  pid: number;
  /** Count the process's live children too (PostgreSQL's backends), and those it has reaped. */
  withChildren?: boolean;
  /**
   * Only the process's main thread (its thread id is its pid): for Node, the event loop, without the
   * threads that hash passwords, collect garbage or compile. Near 100 % means the event loop is saturated.
   */
  mainThread?: boolean;
}

export interface CpuSnapshot {
  at: number;
  machineBusyMs: number;
  machineTotalMs: number;
  cores: number;
  groups: Map<string, { ms: number; processes: number; mainThread: boolean }>;
}

function machine(): { busyMs: number; totalMs: number; cores: number } {
  try {
    const lines = readFileSync('/proc/stat', 'utf8').split('\n');
    const cpu = lines[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest times are inside user already).
    const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
    const cores = lines.filter((l) => /^cpu\d+ /.test(l)).length;
    return { busyMs: (total - idle) * TICK_MS, totalMs: total * TICK_MS, cores };
  } catch {
    return { busyMs: 0, totalMs: 0, cores: 0 };
  }
}

export function snapshot(watched: Watched[]): CpuSnapshot {
  const pids = watched.some((w) => w.withChildren) ? allPids() : [];
  const stats = watched.some((w) => w.withChildren) ? pids.map((pid) => readStat(pid)).filter((s): s is ProcStat => s !== undefined) : [];
  const groups = new Map<string, { ms: number; processes: number; mainThread: boolean }>();
  for (const w of watched) {
    const own = readStat(w.pid, w.mainThread);
    if (!own) continue;
    let ms = own.ownMs;
    let processes = 1;
    if (w.withChildren && !w.mainThread) {
      ms += own.reapedChildrenMs;
      for (const child of stats.filter((s) => s.ppid === w.pid)) {
        ms += child.ownMs;
        processes++;
      }
    }
    groups.set(w.name, { ms, processes, mainThread: w.mainThread ?? false });
  }
  const m = machine();
  return { at: performance.now(), machineBusyMs: m.busyMs, machineTotalMs: m.totalMs, cores: m.cores, groups };
}

export interface CpuShare {
  name: string;
  /** A main thread, already counted in its process's share. */
  mainThread: boolean;
  /** CPU time over wall time: 100 % is one core kept busy. */
  percent: number;
  /** CPU time spent between the snapshots, ms (in 10 ms ticks). */
  ms: number;
  processes: number;
}

export interface CpuReport {
  wallSeconds: number;
  cores: number;
  /** Busy share of the machine's capacity, as % of one core (so at most cores × 100). */
  machinePercent: number;
  shares: CpuShare[];
  /** Machine busy time not spent by any watched group (other helpers' work, the kernel, …), % of one core. */
  otherPercent: number;
}

/**
 * CPU between two snapshots. A group with a process that appeared later (a backend opened during the
 * run) counts from zero; a backend that ended and was reaped moves into its postmaster's reaped time, so
 * nothing is lost.
 */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): CpuReport {
  const wallMs = after.at - before.at;
  const shares: CpuShare[] = [];
  for (const [name, end] of after.groups) {
    const start = before.groups.get(name)?.ms ?? 0;
    shares.push({ name, mainThread: end.mainThread, percent: (100 * (end.ms - start)) / wallMs, ms: end.ms - start, processes: end.processes });
  }
  const machineShare = after.machineTotalMs > before.machineTotalMs ? (after.machineBusyMs - before.machineBusyMs) / (after.machineTotalMs - before.machineTotalMs) : 0;
  const machinePercent = machineShare * 100 * after.cores;
  const watched = shares.filter((s) => !s.mainThread).reduce((sum, s) => sum + s.percent, 0);
  return { wallSeconds: wallMs / 1000, cores: after.cores, machinePercent, shares, otherPercent: Math.max(0, machinePercent - watched) };
}

export function describeCpu(report: CpuReport): string {
  const parts = report.shares.map((s) => `${s.name} ${s.percent.toFixed(0)} %${s.processes > 1 ? ` (${s.processes} processes)` : ''}`);
  return (
    `CPU over ${report.wallSeconds.toFixed(1)} s (100 % = one core; the machine has ${report.cores}): machine busy ${report.machinePercent.toFixed(0)} % of ${report.cores * 100} %; ` +
    `${parts.join(', ')}; anything else ${report.otherPercent.toFixed(0)} %`
  );
}
