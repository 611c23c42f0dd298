// `npm run bench:risk`: how long one profit range takes (also part of `npm run bench`). Prints; never fails on a timing.
import { availableParallelism, loadavg } from 'node:os';
import { measureProfitRange, PROFIT_RANGE_GOAL_MS } from './lib/risk';

const figures = measureProfitRange();
const met = figures.medianMs <= PROFIT_RANGE_GOAL_MS;
console.log(
  `Profit range, ${figures.draws.toLocaleString('en')} draws, every input uncertain: median ${figures.medianMs.toFixed(1)} ms, ` +
    `worst ${figures.worstMs.toFixed(1)} ms, CPU ${figures.cpuMedianMs.toFixed(1)} ms (goal ≤ ${PROFIT_RANGE_GOAL_MS} ms: ${met ? 'met' : 'NOT met'}); ` +
    `load average ${loadavg().map((load) => load.toFixed(2)).join(', ')} on ${availableParallelism()} cores`,
);
