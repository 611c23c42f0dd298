import type { Simulation } from '../../domain/entities';
import { FEE_KEYS, PERCENT_FEE_KEYS } from '../../domain/fees';
import type { Language } from '../../domain/format';
import { simulate, type SimulationResult } from '../../domain/simulate';
import { exportLabels } from './export-labels';

// The row model an exported simulation is written from (CSV and PDF share it).

/** How a value is written: money in dollars, a percent (0–100), a count, text or a date and time. */
export type ExportValueKind = 'money' | 'percent' | 'count' | 'text' | 'datetime';

export interface ExportRow {
  label: string;
  kind: ExportValueKind;
  value: number | string;
}

type SectionId = 'basic' | 'inputs' | 'fees' | 'results';

export interface ExportSection {
  id: SectionId;
  title: string;
  rows: ExportRow[];
}

/** A saved simulation's fields and every figure `simulate()` gives for its inputs. */
type Figures = Omit<Simulation, 'id'> & SimulationResult;

/**
 * The report, section by section and row by row: every stored field but the id (export-sections.test.ts
 * checks that at compile time) and, among the results, the figures a record does not keep.
 */
const LAYOUT = {
  basic: ['serviceName', 'countryName', 'countryCurrency', 'createdAt'],
  inputs: ['totalLeads', 'adsCost', 'productCost', 'averageAOV'],
  fees: FEE_KEYS,
  results: [
    'confirmedOrders',
    'deliveredOrders',
    'returnedOrders',
    'sellingPrice',
    'adCosts',
    'productCosts',
    'investment',
    'servicesCost',
    'percentageCost',
    'totalInvestment',
    'profit',
    'roi',
  ],
} as const satisfies Record<SectionId, readonly (keyof Figures)[]>;

export type ExportRowKey = (typeof LAYOUT)[SectionId][number];

const COUNTS: ReadonlySet<ExportRowKey> = new Set(['totalLeads', 'confirmedOrders', 'deliveredOrders', 'returnedOrders']);
const PERCENTS: ReadonlySet<ExportRowKey> = new Set([...PERCENT_FEE_KEYS, 'roi']);

function kindOf(key: ExportRowKey, value: number | string): ExportValueKind {
  if (key === 'createdAt') return 'datetime';
  if (typeof value === 'string') return 'text';
  return COUNTS.has(key) ? 'count' : PERCENTS.has(key) ? 'percent' : 'money';
}

/**
 * The four sections of an exported simulation, labelled in `language`. Stored figures are used as
 * stored; the ones a record does not keep (returned orders, ad/product/percentage costs, total
 * investment) follow from its inputs with the same `simulate()`.
 */
export function exportSections(simulation: Simulation, language: Language): ExportSection[] {
  const labels = exportLabels(language);
  const figures: Figures = { ...simulate(simulation), ...simulation };
  return (Object.keys(LAYOUT) as SectionId[]).map((id) => ({
    id,
    title: labels.sections[id],
    rows: LAYOUT[id].map((key) => ({ label: labels[key], kind: kindOf(key, figures[key]), value: figures[key] })),
  }));
}
