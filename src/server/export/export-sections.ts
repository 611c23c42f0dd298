import type { Simulation } from '../../domain/entities';
import { FEE_KEYS, PERCENT_FEE_KEYS } from '../../domain/fees';
import type { Language } from '../../domain/format';
import { parseCurrencyCode } from '../../domain/insights/local-currency';
import { countryName, currencyName, placeNameText } from '../../domain/place-names';
import { simulate, type SimulationResult } from '../../domain/simulate';
import { findCountryReference } from '../../domain/country-reference';
import { exportLabels } from './export-labels';

// The row model an exported simulation is written from (CSV and PDF share it).

/**
 * How a value is written: money in dollars, a percent (0–100), a count, text, a date and time (ISO
 * string), or the exchange rate (local units per dollar, 0 when none).
 */
export type ExportValueKind = 'money' | 'percent' | 'count' | 'text' | 'datetime' | 'rate';

export interface ExportRow {
  key: ExportRowKey;
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
  basic: ['serviceName', 'countryName', 'countryCurrency', 'currencyChange', 'createdAt'],
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
  if (key === 'currencyChange') return 'rate';
  if (typeof value === 'string') return 'text';
  return COUNTS.has(key) ? 'count' : PERCENTS.has(key) ? 'percent' : 'money';
}

/** The currency a saved simulation's amounts are also shown in: its ISO code (when known) and rate. */
export interface LocalCurrency {
  /** ISO 4217 code, null when neither the label nor the country names one. */
  code: string | null;
  /** The seller's label of the currency ("Riyal (SAR)"). */
  label: string;
  /** Local units per dollar, above 0. */
  rate: number;
}

/** The country's ISO 4217 code: the one in the seller's label first, else the country's own currency. */
function currencyCodeOf(simulation: Simulation): string | null {
  return parseCurrencyCode(simulation.countryCurrency) ?? (simulation.countryCode ? findCountryReference(simulation.countryCode, 'en')?.currencyCode ?? null : null);
}

/** The local currency of a saved simulation, or null when it was saved without a rate. */
export function localCurrencyOf(simulation: Simulation): LocalCurrency | null {
  if (!(simulation.currencyChange > 0)) return null;
  return { code: currencyCodeOf(simulation), label: simulation.countryCurrency, rate: simulation.currencyChange };
}

/**
 * The four sections of an exported simulation, labelled in `language`, with the country and currency
 * named in it (the seller's own names beside). Stored figures are used as stored; the ones a record
 * does not keep (returned orders, ad/product/percentage costs, total investment) follow from its inputs
 * with the same `simulate()`.
 */
export function exportSections(simulation: Simulation, language: Language): ExportSection[] {
  const labels = exportLabels(language);
  const figures: Figures = {
    ...simulate(simulation),
    ...simulation,
    countryName: placeNameText(countryName(simulation.countryCode, simulation.countryName, language)),
    countryCurrency: placeNameText(currencyName(simulation.countryCurrency, language, currencyCodeOf(simulation))),
  };
  return (Object.keys(LAYOUT) as SectionId[]).map((id) => ({
    id,
    title: labels.sections[id],
    rows: LAYOUT[id].map((key) => ({ key, label: labels[key], kind: kindOf(key, figures[key]), value: figures[key] })),
  }));
}
