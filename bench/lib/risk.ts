import { DEFAULT_FEES } from '../../src/domain/fees';
import { DEFAULT_DRAWS, profitRange } from '../../src/domain/risk';
import type { SimulationInput } from '../../src/domain/model/simulate';

/** Goal: one profit range of 20,000 draws within 30 ms on this machine (it runs in a Web Worker; typing never waits). */
export const PROFIT_RANGE_GOAL_MS = 30;

const INPUT: SimulationInput = { ...DEFAULT_FEES, totalLeads: 1000, adsCost: 1.5, productCost: 4, averageAOV: 35 };
const UNCERTAIN = {
  confirmedRate: { kind: 'counts', successes: 30, trials: 120 },
  deliveredRate: { kind: 'counts', successes: 40, trials: 70 },
  upsellRate: { kind: 'range', low: 5, high: 15 },
  adsCost: { kind: 'range', low: 1.2, high: 1.9 },
} as const;

export interface RiskFigures {
  draws: number;
  /** Milliseconds per range with every input uncertain: median and worst of the timed runs, after warm-up. */
  medianMs: number;
  worstMs: number;
  /** The process's CPU time per range (median): on a busy machine, closer to what the range costs than the wall time. */
  cpuMedianMs: number;
}

/** Times `runs` profit ranges of 20,000 draws each, every input uncertain (the heaviest case). */
export function measureProfitRange(runs = 15): RiskFigures {
  for (let i = 0; i < 3; i++) profitRange(INPUT, UNCERTAIN, { seed: i });
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const startedCpu = process.cpuUsage();
    profitRange(INPUT, UNCERTAIN, { seed: 100 + i });
    const used = process.cpuUsage(startedCpu);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const middle = Math.floor(times.length / 2);
  return { draws: DEFAULT_DRAWS, medianMs: times[middle]!, worstMs: times[times.length - 1]!, cpuMedianMs: cpu[middle]! };
}
