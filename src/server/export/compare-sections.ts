import type { Simulation } from '../../domain/entities';
import type { Language } from '../../domain/format';
import { toMajor } from '../../domain/money';
import { COMPARE_DIRECTIONS, type Direction } from '../../domain/plans/compare';
import type { Comparison, ComparisonRow } from '../../domain/plans/compare-schemas';
import { exportSections, localCurrencyUnit, planCurrency, type ExportRowKey, type ExportSection } from './export-sections';

// Every line of an exported simulation has a better/worse direction (a missing one fails the typecheck).
COMPARE_DIRECTIONS satisfies Record<ExportRowKey, Direction>;

/**
 * 2–4 saved simulations side by side, built from the single-simulation report (export-sections.ts) so
 * the screen, the CSV and the PDF show the same lines with the same words: a line is shown when any plan
 * uses it, with each plan's figure (null where a plan cannot have one, e.g. no month planned).
 */
export function comparisonOf(simulations: readonly Simulation[], language: Language): Comparison {
  const used = new Set<ExportRowKey>(simulations.flatMap((s) => exportSections(s, language).flatMap((section) => section.rows.map((row) => row.key))));
  const reports = simulations.map((s) => exportSections(s, language, used));
  const units = simulations.map((s) => localCurrencyUnit(s));
  const template: ExportSection[] = reports[0]!;
  const sections = template.map((section, sectionIndex) => {
    const keys = [...new Set(reports.flatMap((report) => report[sectionIndex]!.rows.map((row) => row.key)))];
    // Lines follow the report's order; a line only some plans have keeps its place.
    const order = reports.flatMap((report) => report[sectionIndex]!.rows.map((row) => row.key));
    keys.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    const rows = keys.map((key): ComparisonRow => {
      const cells = reports.map((report) => report[sectionIndex]!.rows.find((row) => row.key === key));
      const first = cells.find((cell) => cell !== undefined)!;
      const kinds = new Set(cells.map((cell) => cell?.kind).filter(Boolean));
      // An amount entered in each plan's own currency compares only when the currencies are the same.
      const localUnits = new Set(cells.flatMap((cell, index) => (cell?.kind === 'local-money' ? [units[index]] : [])));
      const mixedMoney = kinds.has('local-money') && (kinds.size > 1 || localUnits.size > 1);
      // An exchange rate is local units per dollar: rates of two currencies measure different things (docs/product.md#comparing-plans).
      const rateUnits = new Set(cells.flatMap((cell, index) => (cell?.kind === 'rate' ? [units[index]] : [])));
      const mixedRates = rateUnits.size > 1;
      return {
        key,
        label: first.label,
        kind: first.kind,
        kinds: cells.map((cell) => cell?.kind ?? first.kind),
        comparable: !mixedMoney && !mixedRates,
        values: cells.map((cell) => cell?.value ?? null),
        locals: cells.map((cell) => (cell?.local ? toMajor(cell.local) : null)),
      };
    });
    return { id: section.id, title: section.title, rows };
  });
  return {
    plans: simulations.map((s, index) => ({ id: s.id, name: s.name, unit: units[index]!, hasRate: planCurrency(s) !== null })),
    sections,
  };
}
