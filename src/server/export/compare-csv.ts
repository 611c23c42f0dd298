import type { Language } from '../../domain/format';
import { bestProfitIndexes, compareLine } from '../../domain/plans/compare';
import type { Comparison, ComparisonRow } from '../../domain/plans/compare-schemas';
import { compareLabels } from './compare-labels';
import { cellValue, round2, writeCsv, type CsvOptions } from './csv';
import { exportLabels } from './export-labels';

/** The profit of each plan, from the comparison's own lines. */
export function profitsOf(comparison: Comparison): number[] {
  const row = comparison.sections.flatMap((section) => section.rows).find((line) => line.key === 'profit');
  return comparison.plans.map((_, index) => Number(row?.values[index] ?? 0));
}

/** The unit a line's figures are in, when every plan's is the same: "$", a currency code, or none. */
function unitOf(row: ComparisonRow, comparison: Comparison): string | null {
  const units = new Set(row.kinds.flatMap((kind, index) => (kind === 'money' ? ['$'] : kind === 'local-money' ? [comparison.plans[index]!.unit] : [])));
  return units.size === 1 ? [...units][0]! : null;
}

/**
 * The CSV of a comparison: the baseline and the best profit named first, then each section of the single
 * report with one column per plan, then per other plan its difference from the baseline (a number) and
 * the verdict in words (better, worse, same). Figures stay numbers, their unit in the label; a line mixing
 * currencies writes each amount with its unit and draws no difference.
 */
export function comparisonCsv(comparison: Comparison, baselineIndex: number, language: Language, { timeZone }: CsvOptions): string {
  const words = compareLabels(language);
  const labels = exportLabels(language);
  const names = comparison.plans.map((plan) => plan.name);
  const others = names.flatMap((name, index) => (index === baselineIndex ? [] : [{ name, index }]));
  const best = bestProfitIndexes(profitsOf(comparison));
  const records: (string | number)[][] = [
    [words.title],
    [words.baseline, names[baselineIndex]!],
    [words.bestProfit, best.map((index) => names[index]).join(' / ')],
  ];
  for (const section of comparison.sections) {
    records.push([], [section.title]);
    records.push([words.field, ...names, ...others.flatMap(({ name }) => [words.differenceOf(name), words.verdictOf(name)])]);
    for (const row of section.rows) {
      const unit = unitOf(row, comparison);
      const label = unit && row.kind !== 'rate' ? `${row.label} (${unit})` : row.label;
      const values = row.values.map((value, index) => {
        if (value === null) return '';
        const kind = row.kinds[index]!;
        const cell = cellValue({ kind, value }, timeZone);
        const money = kind === 'money' || kind === 'local-money';
        return money && !unit ? `${cell} ${kind === 'money' ? 'USD' : comparison.plans[index]!.unit}` : cell;
      });
      const cells = compareLine(row.key, row.comparable ? row.values : row.values.map(() => null), baselineIndex);
      const verdicts = others.flatMap(({ index }) => {
        const { verdict, difference } = cells[index]!;
        return [difference === null ? '' : round2(difference), verdict === 'none' ? '' : words.verdicts[verdict]];
      });
      records.push([label, ...values, ...verdicts]);
      if (row.kind === 'datetime') records.push([labels.timeZone, timeZone]);
    }
  }
  // RFC 4180 quoting and CRLF line ends, as the single report (csv.ts).
  return writeCsv(records, language);
}
