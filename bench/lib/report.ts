import type { ComparedCase } from './load';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const fixed = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function formatBytes(raw: number, gzip: number): string {
  return `${kb(raw)} raw, ${kb(gzip)} gzip`;
}

export function formatCase(result: ComparedCase): string {
  const { ribh, bare } = result;
  const problems = ribh.non2xx + ribh.errors + bare.non2xx + bare.errors;
  return [
    result.name.padEnd(44),
    `${fixed(ribh.requestsPerSecond).padStart(7)} req/s`,
    `p50 ${fixed(ribh.latencyP50Ms, 1).padStart(5)} ms`,
    `p99 ${fixed(ribh.latencyP99Ms, 1).padStart(6)} ms`,
    `| bare ${fixed(bare.requestsPerSecond).padStart(7)} req/s p50 ${fixed(bare.latencyP50Ms, 1)} p99 ${fixed(bare.latencyP99Ms, 1)}`,
    `| ratio ${result.ratio.toFixed(2)}`,
    problems ? `| ${ribh.non2xx} non-2xx, ${ribh.errors} errors (ribh); ${bare.non2xx}, ${bare.errors} (bare)` : '',
  ].join('  ');
}

export interface BudgetLine {
  name: string;
  /** null when the figure was not measured in this run. */
  met: boolean | null;
  detail: string;
}

export function formatBudget(line: BudgetLine): string {
  const mark = line.met === null ? 'not measured' : line.met ? 'met' : 'MISSED';
  return `  ${mark.padEnd(12)} ${line.name}: ${line.detail}`;
}
