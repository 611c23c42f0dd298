import type { Language } from '@domain/format';
import { bestProfitIndexes, compareLine, type CompareCell } from '@domain/plans/compare';
import type { Comparison } from '@domain/plans/compare-schemas';
import { differenceText, figureText, type FigureWords } from './figure-text';

export interface ShownCell {
  text: string;
  cell: CompareCell;
  difference: string | null;
  /** A figure in another currency than the baseline's on a line that cannot convert it (amounts typed locally, rates). */
  otherCurrency: boolean;
}

export interface ShownSection {
  id: string;
  title: string;
  lines: { key: string; label: string; cells: ShownCell[] }[];
}

/** The comparison as the screen shows it against one baseline: each figure written, with its verdict and difference. */
export function shownSections(comparison: Comparison, baselineIndex: number, language: Language, words: FigureWords): ShownSection[] {
  return comparison.sections.map((section) => ({
    id: section.id,
    title: section.title,
    lines: section.rows.map((row) => {
      const verdicts = compareLine(row.key, row.comparable ? row.values : row.values.map(() => null), baselineIndex);
      return {
        key: row.key,
        label: row.label,
        cells: row.values.map((value, index) => {
          const unit = comparison.plans[index]!.unit;
          const kind = row.kinds[index]!;
          const cell = verdicts[index]!;
          const shown = cell.difference !== null && cell.difference !== 0 ? differenceText(kind, cell.difference, unit, language, words) : null;
          const otherCurrency = !row.comparable && index !== baselineIndex && value !== null && row.values[baselineIndex] !== null;
          return { text: value === null ? '—' : figureText(kind, value, unit, language, words), cell, difference: shown, otherCurrency };
        }),
      };
    }),
  }));
}

/** The plans marked "best profit", read from the comparison's profit line. */
export function bestProfitPlans(comparison: Comparison): Set<number> {
  const profit = comparison.sections.flatMap((section) => section.rows).find((row) => row.key === 'profit');
  return new Set(bestProfitIndexes(comparison.plans.map((_, index) => Number(profit?.values[index] ?? 0))));
}
