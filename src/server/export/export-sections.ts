import { ADVANCED_COST_KEYS } from '../../domain/model/advanced-costs';
import { monthCash } from '../../domain/model/cash';
import { deliveryRates } from '../../domain/model/delivery-rates';
import type { MoneyInputKey } from '../../domain/model/money-inputs';
import { monthFigures } from '../../domain/model/month';
import type { Simulation } from '../../domain/entities';
import { FEE_KEYS, PERCENT_FEE_KEYS } from '../../domain/fees';
import type { Language } from '../../domain/format';
import { dollarsIn, localCurrency, toCents, withoutBinaryTail, type LocalCurrency, type Money } from '../../domain/money';
import { currencyName, placeNameText } from '../../domain/place-names';
import { shownCountryName, shownServiceName } from '../../domain/sample-names';
import { simulate, type SimulationResult } from '../../domain/model/simulate';
import { profitRange, type ProfitRange } from '../../domain/risk/profit-range';
import { recordInput } from '../../domain/simulation-record';
import { exportLabels } from './export-labels';

// The row model an exported simulation is written from (CSV and PDF share it).

/**
 * How a value is written: money in dollars, money in the country's currency (an input entered so), a
 * percent (0–100), a count, a currency rate, a number of days, text or a date and time.
 */
export type ExportValueKind = 'money' | 'local-money' | 'percent' | 'count' | 'rate' | 'days' | 'text' | 'datetime';

export interface ExportRow {
  key: ExportRowKey;
  label: string;
  kind: ExportValueKind;
  value: number | string;
  /** A dollar amount in the country's currency too, when the record carries a rate and a currency code. */
  local?: Money;
}

type SectionId = 'basic' | 'inputs' | 'fees' | 'results' | 'range';

export interface ExportSection {
  id: SectionId;
  title: string;
  rows: ExportRow[];
}

/** Figures of the cost model (docs/product.md#the-cost-model) that follow from a record without being stored; null where they cannot be computed. */
interface DerivedFigures {
  deliveryRateOfLeads: number | null;
  monthlyRevenue: number | null;
  monthlyProfit: number | null;
  breakEvenLeadsPerMonth: number | 'loses-per-lead' | null;
  peakCash: number | null;
  paybackDay: number | 'never' | null;
}

/** The profit range of a plan's uncertain inputs (docs/profit-risk.md): profit and ROI at P10, P50 and P90, the chance of a loss in percent. */
interface RangeFigures {
  profitP10: number;
  profitP50: number;
  profitP90: number;
  roiP10: number;
  roiP50: number;
  roiP90: number;
  lossProbability: number;
}

/** A saved simulation's fields and every figure `simulate()`, the month and cash models and the profit range give for its inputs. */
type Figures = Omit<Simulation, 'id' | 'localCurrencyInputs'> & SimulationResult & DerivedFigures & RangeFigures;

const RANGE_KEYS = ['profitP10', 'profitP50', 'profitP90', 'roiP10', 'roiP50', 'roiP90', 'lossProbability'] as const;

// A comparison asks for each plan's report twice (which lines any plan uses, then every plan's figures); the range's
// draws are made once per plan object.
const ranges = new WeakMap<Simulation, ProfitRange>();

/**
 * A plan's profit range, drawn by the same domain function, with the same default draws and seed, as the simulator's
 * risk panel: a figure in a file is the one on screen.
 */
function rangeOf(simulation: Simulation): ProfitRange {
  let range = ranges.get(simulation);
  if (!range) {
    range = profitRange(recordInput(simulation), simulation.uncertainty ?? {});
    ranges.set(simulation, range);
  }
  return range;
}

const ADVANCED_RESULTS = ['upsellSales', 'customerDeliveryRevenue', 'returnLoss', 'packaging', 'tax', 'feeVat'] as const;

/**
 * The report, section by section and row by row: every stored field but the id and the list of local
 * inputs, which each input's unit shows (export-sections.test.ts checks that at compile time), and,
 * among the results, the figures a record does not keep. Rows of optional cost lines appear only when used.
 */
const LAYOUT = {
  basic: ['serviceName', 'countryName', 'countryCurrency', 'currencyRate', 'createdAt'],
  inputs: ['totalLeads', 'adsCost', 'productCost', 'averageAOV', ...ADVANCED_COST_KEYS],
  fees: FEE_KEYS,
  results: [
    'confirmedOrders',
    'deliveredOrders',
    'returnedOrders',
    'deliveryRateOfLeads',
    'sellingPrice',
    'upsellSales',
    'customerDeliveryRevenue',
    'adCosts',
    'productCosts',
    'returnLoss',
    'investment',
    'servicesCost',
    'returnCosts',
    'percentageCost',
    'packaging',
    'tax',
    'feeVat',
    'totalInvestment',
    'profit',
    'roi',
    'monthlyRevenue',
    'monthlyProfit',
    'breakEvenLeadsPerMonth',
    'peakCash',
    'paybackDay',
  ],
  range: RANGE_KEYS,
} as const satisfies Record<SectionId, readonly (keyof Figures)[]>;

export type ExportRowKey = (typeof LAYOUT)[SectionId][number];

const COUNTS: ReadonlySet<ExportRowKey> = new Set(['totalLeads', 'confirmedOrders', 'deliveredOrders', 'returnedOrders', 'leadsPerMonth', 'breakEvenLeadsPerMonth']);
const PERCENTS: ReadonlySet<ExportRowKey> = new Set([...PERCENT_FEE_KEYS, 'roi', 'roiP10', 'roiP50', 'roiP90', 'lossProbability', 'deliveryRateOfLeads', 'upsellRate', 'lostOnReturnsRate', 'taxRate', 'feeVatRate']);
const DAYS: ReadonlySet<ExportRowKey> = new Set(['payoutDelayDays', 'paybackDay']);
const PLAIN_NUMBERS: ReadonlySet<ExportRowKey> = new Set(['currencyRate']);

/** Whether a row is written: the optional lines only when in use, figures only when they can be computed. */
function inUse(key: ExportRowKey, figures: Figures, hasSpread: boolean): boolean {
  const value = figures[key];
  if (value === null) return false;
  if ((ADVANCED_COST_KEYS as readonly string[]).includes(key) || (ADVANCED_RESULTS as readonly string[]).includes(key)) return value !== 0;
  const month = figures.leadsPerMonth > 0 || figures.fixedCostsPerMonth > 0;
  if (key === 'monthlyRevenue' || key === 'monthlyProfit' || key === 'breakEvenLeadsPerMonth') return month;
  if (key === 'peakCash' || key === 'paybackDay') return figures.payoutDelayDays > 0;
  // The range is written when an input is uncertain; without one it is the profit above, written only beside a plan that has one.
  if ((RANGE_KEYS as readonly string[]).includes(key)) return hasSpread;
  return true;
}

/**
 * The sections of an exported simulation, labelled in `language`: basic information, inputs, fees, results, and the
 * profit range when an input is uncertain (or when `keep` asks for its lines). Stored figures are used as
 * stored; the ones a record does not keep follow from its inputs (in dollars) with the same domain
 * functions the simulator uses. Inputs are written as entered, in the currency they were entered in;
 * dollar figures carry their value in the country's currency when the record has a rate. Rows in `keep`
 * are written whenever they have a figure (a comparison shows a line another plan uses).
 */
export function exportSections(simulation: Simulation, language: Language, keep: ReadonlySet<ExportRowKey> = new Set()): ExportSection[] {
  const labels = exportLabels(language);
  const input = recordInput(simulation);
  const result = simulate(input);
  const month = monthFigures(input, result);
  const cash = monthCash(input, result);
  const breakEven = month.breakEvenLeadsPerMonth;
  const derived: DerivedFigures = {
    deliveryRateOfLeads: deliveryRates(result).ofLeads,
    monthlyRevenue: month.monthlyRevenue,
    monthlyProfit: month.monthlyProfit,
    breakEvenLeadsPerMonth: breakEven.kind === 'value' ? breakEven.value : breakEven.kind === 'loses-per-lead' ? 'loses-per-lead' : null,
    peakCash: cash?.peakCash ?? null,
    paybackDay: cash ? (cash.paybackDay === null ? 'never' : Math.ceil(cash.paybackDay)) : null,
  };
  const range = rangeOf(simulation);
  const rangeFigures: RangeFigures = {
    profitP10: range.profit.p10,
    profitP50: range.profit.p50,
    profitP90: range.profit.p90,
    roiP10: range.roi.p10,
    roiP50: range.roi.p50,
    roiP90: range.roi.p90,
    lossProbability: range.lossProbability * 100,
  };
  const { localCurrencyInputs, ...stored } = simulation;
  const figures: Figures = {
    ...result,
    ...derived,
    ...rangeFigures,
    ...stored,
    // The country and currency named in `language`, the seller's own names beside.
    // The service and country named in `language` (a sample's translated), the seller's own names beside.
    serviceName: shownServiceName(simulation.serviceName, language),
    countryName: shownCountryName(simulation.countryCode, simulation.countryName, language),
    countryCurrency: placeNameText(currencyName(simulation.countryCurrency, language, simulation.countryCurrencyCode)),
  };
  const local = new Set<string>(localCurrencyInputs satisfies readonly MoneyInputKey[]);
  const currency = planCurrency(simulation);
  const row = (key: ExportRowKey): ExportRow => {
    let value = figures[key] as number | string;
    if (value === 'loses-per-lead' || value === 'never') return { key, label: labels[key], kind: 'text', value: labels.unreachable[value] };
    const kind = kindOf(key, value, local.has(key));
    if (typeof value === 'number') value = kind === 'money' ? toCents(value) : withoutBinaryTail(value);
    const inLocal = kind === 'money' && typeof value === 'number' && currency ? dollarsIn(value, currency) : null;
    return inLocal === null ? { key, label: labels[key], kind, value } : { key, label: labels[key], kind, value, local: inLocal };
  };
  const sections = (Object.keys(LAYOUT) as SectionId[]).map((id) => ({
    id,
    title: labels.sections[id],
    rows: LAYOUT[id].filter((key) => inUse(key, figures, range.draws > 0) || (keep.has(key) && figures[key] !== null)).map(row),
  }));
  return sections.filter((section) => section.id !== 'range' || section.rows.length > 0);
}

function kindOf(key: ExportRowKey, value: number | string, enteredInLocal: boolean): ExportValueKind {
  if (key === 'createdAt') return 'datetime';
  if (typeof value === 'string') return 'text';
  if (COUNTS.has(key)) return 'count';
  if (PERCENTS.has(key)) return 'percent';
  if (DAYS.has(key)) return 'days';
  if (PLAIN_NUMBERS.has(key)) return 'rate';
  return enteredInLocal ? 'local-money' : 'money';
}

/** The currency of a plan's local column: its currency code at its recorded rate; null without either (dollars only). */
export function planCurrency(simulation: Pick<Simulation, 'countryCurrencyCode' | 'currencyRate'>): LocalCurrency | null {
  return localCurrency(simulation.countryCurrencyCode, simulation.currencyRate);
}

/** The country's currency as a unit: its ISO code when it has one, else the label itself. */
export function localCurrencyUnit(simulation: Pick<Simulation, 'countryCurrency' | 'countryCurrencyCode'>): string {
  return simulation.countryCurrencyCode ?? simulation.countryCurrency;
}
