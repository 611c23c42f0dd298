import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_FEES } from '../../src/domain/fees';
import { simulate, type SimulationInput } from '../../src/domain/model/simulate';
import { rootDir } from './servers';

export interface ComputeFigures {
  simulatePerSecond: number;
  /** A 9×9 sensitivity grid with its axes, as the simulator draws it; null until the module exists. */
  sensitivityGridsPerSecond: number | null;
  /** One simulate() plus one grid, in milliseconds: the "under one animation frame" budget. */
  recalculationMs: number | null;
}

const INPUT: SimulationInput = { ...DEFAULT_FEES, totalLeads: 1000, adsCost: 1.5, productCost: 4, averageAOV: 35 };

/** Calls `work` for about `seconds` and returns calls per second. The sink keeps the JIT from dropping it. */
function perSecond(work: (i: number) => number, seconds: number): number {
  let sink = 0;
  for (let i = 0; i < 10_000; i++) sink += work(i);
  let calls = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  while (performance.now() < until) {
    for (let i = 0; i < 1000; i++) sink += work(calls + i);
    calls += 1000;
  }
  if (sink === Number.MIN_VALUE) console.log(sink);
  return calls / ((performance.now() - started) / 1000);
}

export async function measureCompute(seconds: number): Promise<ComputeFigures> {
  const vary = (i: number): SimulationInput => ({ ...INPUT, adsCost: 1 + (i % 100) / 100 });
  const simulatePerSecond = perSecond((i) => simulate(vary(i)).profit, seconds);
  const modulePath = path.join(rootDir, 'src/domain/model/insights/sensitivity.ts');
  if (!existsSync(modulePath)) return { simulatePerSecond, sensitivityGridsPerSecond: null, recalculationMs: null };
  const { sensitivityAxes, sensitivityGrid } = await import('../../src/domain/model/insights/sensitivity');
  const sensitivityGridsPerSecond = perSecond((i) => {
    const input = vary(i);
    return sensitivityGrid(input, sensitivityAxes(input)).maxProfit;
  }, seconds);
  return { simulatePerSecond, sensitivityGridsPerSecond, recalculationMs: 1000 / simulatePerSecond + 1000 / sensitivityGridsPerSecond };
}
