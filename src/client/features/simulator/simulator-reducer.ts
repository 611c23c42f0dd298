import type { Country, Service } from '@domain/entities';
import { DEFAULT_FEES, FEE_KEYS, type FeeKey, type FeeSource, type FeeValues } from '@domain/fees';
import type { ShownFeeSource } from '../../lib/simulator-snapshot';
import { NO_ADVANCED_COSTS, type AdvancedCostKey } from '@domain/model/advanced-costs';
import { FEE_CURRENCY_KEYS, simulationRate, type SimulatorCurrencyKey } from '@domain/model/money-inputs';
import { countryDefaults } from '@domain/country-defaults';
import { ADVANCED_FIELDS, readField, SIMULATOR_FIELDS, type SimulatorField } from '@domain/number-field';
import type { PlanInputs } from '@domain/plans/plan-inputs';
import { DEFAULT_SIMULATOR_INPUTS, scenarioForLeads, type Scenario } from '@domain/scenarios';

/**
 * The simulator's state as one value changed only by named events, so every change a seller (or a loaded
 * plan, or the fee catalogue) makes can be read in one place and tested as a table of cases. Figures are
 * not kept here: they are derived from this state by `use-simulator-figures.ts`.
 */

export type InputTexts = Record<SimulatorField, string>;
export type InputValues = Record<SimulatorField, number>;
export type AdvancedTexts = Record<AdvancedCostKey, string>;
export type AdvancedValues = Record<AdvancedCostKey, number>;

/**
 * Which lead count the results show: the one-order view, a preset, or the count the seller typed ("custom").
 * Choosing a preset never loses a typed count: it is kept in `customLeadsText` and the custom tab brings it back.
 */
export type LeadsChoice = Scenario | 'custom';

export interface SimulatorState {
  serviceId: string | undefined;
  countryId: string | undefined;
  /** Each field's text as shown. */
  texts: InputTexts;
  /** The last value each field could be read as: the insights and the save keep it while a field is being corrected. */
  values: InputValues;
  leadsChoice: LeadsChoice;
  /** The Total Leads the seller typed that is no preset; null until they type one. */
  customLeadsText: string | null;
  fees: FeeValues;
  /** The fees as loaded (or the built-in ones): what "back to the saved values" returns to. */
  savedFees: FeeValues;
  /** A reopened plan keeps the fees it was saved with: they are its own unless its market's structure holds the same. */
  feeSource: ShownFeeSource;
  /**
   * True from opening a plan until its market's fee structure arrives: that structure must not replace the
   * plan's own fees (the plan is what was saved). Choosing a market clears it: the seller then wants its fees.
   */
  keepPlanFees: boolean;
  /** The plan last opened: the save offers "update" or "copy" for it. */
  plan: PlanInputs | undefined;
  advancedTexts: AdvancedTexts;
  advancedValues: AdvancedValues;
  /** Amounts typed in the country's currency. */
  localKeys: readonly SimulatorCurrencyKey[];
  /** The seller's rate, for the country it was typed for: another country starts from its own rate. */
  typedRate: { countryId: string | undefined; text: string };
  /** The tax line follows the chosen country's tax rate until the seller types one (decision 0028). */
  taxTyped: boolean;
  /** The target margin (percent of revenue) the goal panel and the break-even card share. */
  marginText: string;
}

export type SimulatorEvent =
  | { type: 'planOpened'; plan: PlanInputs; services: readonly Service[]; countries: readonly Country[] }
  | { type: 'feesResolved'; fees: FeeValues; source: FeeSource }
  | { type: 'countryChosen'; countryId: string | undefined }
  | { type: 'serviceChosen'; serviceId: string | undefined }
  | { type: 'fieldTyped'; key: SimulatorField; text: string }
  | { type: 'advancedTyped'; key: AdvancedCostKey; text: string }
  | { type: 'presetChosen'; choice: LeadsChoice }
  | { type: 'feeEdited'; key: FeeKey; value: number }
  | { type: 'feesReset' }
  | { type: 'currencyToggled'; key: SimulatorCurrencyKey; local: boolean }
  | { type: 'rateTyped'; text: string }
  | { type: 'marginTyped'; text: string };

export const SIMULATOR_FIELD_KEYS = Object.keys(SIMULATOR_FIELDS) as SimulatorField[];
export const DEFAULT_MARGIN_PERCENT = 20;

const textsOf = <K extends string>(values: Record<K, number>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)])) as Record<K, string>;

const isFeeKey = (key: SimulatorCurrencyKey) => (FEE_CURRENCY_KEYS as readonly string[]).includes(key);
/** Loaded fees are dollars: a fee switched to the local currency goes back to dollars with them. */
const withoutFees = (keys: readonly SimulatorCurrencyKey[]) => (keys.some(isFeeKey) ? keys.filter((key) => !isFeeKey(key)) : keys);

export const INITIAL_SIMULATOR_STATE: SimulatorState = Object.freeze({
  serviceId: undefined,
  countryId: undefined,
  texts: textsOf<SimulatorField>({ ...DEFAULT_SIMULATOR_INPUTS }),
  values: { ...DEFAULT_SIMULATOR_INPUTS },
  leadsChoice: 'one',
  customLeadsText: null,
  fees: { ...DEFAULT_FEES },
  savedFees: { ...DEFAULT_FEES },
  feeSource: 'built-in',
  keepPlanFees: false,
  plan: undefined,
  advancedTexts: textsOf<AdvancedCostKey>({ ...NO_ADVANCED_COSTS }),
  advancedValues: { ...NO_ADVANCED_COSTS },
  localKeys: [],
  typedRate: { countryId: undefined, text: '' },
  taxTyped: false,
  marginText: String(DEFAULT_MARGIN_PERCENT),
});

/** The catalogue row a plan names: by id when the plan has one, else (records saved before ids) by name. */
function findRow<T extends { id: string; name: string }>(rows: readonly T[], id: string | undefined, name: string): T | undefined {
  // Records saved before plans kept catalogue ids carry only names; those are matched by name, the only key they have.
  return (id ? rows.find((row) => row.id === id) : undefined) ?? rows.find((row) => row.name === name);
}

function sameFees(a: FeeValues, b: FeeValues): boolean {
  return FEE_KEYS.every((key) => a[key] === b[key]);
}

/** Leads typed that match a preset choose that preset; any other count is the seller's own. */
function leadsTyped(state: SimulatorState, text: string, value: number): SimulatorState {
  const preset = scenarioForLeads(value);
  return { ...state, leadsChoice: preset ?? 'custom', customLeadsText: preset === undefined ? text : state.customLeadsText };
}

function openPlan(state: SimulatorState, event: Extract<SimulatorEvent, { type: 'planOpened' }>): SimulatorState {
  const { plan, services, countries } = event;
  const country = findRow(countries, plan.countryId, plan.countryName);
  const service = findRow(services, plan.serviceId, plan.serviceName);
  // Each amount in the currency it was typed in, at the plan's rate: an override when it is not the country's.
  const countryRate = country ? simulationRate(countryDefaults(country, countries).currencyChange, null) : null;
  const leadsText = String(plan.values.totalLeads);
  const preset = scenarioForLeads(plan.values.totalLeads);
  return {
    ...state,
    serviceId: service?.id,
    countryId: country?.id,
    texts: textsOf(plan.values),
    values: { ...plan.values },
    leadsChoice: preset ?? 'custom',
    customLeadsText: preset === undefined ? leadsText : null,
    fees: { ...plan.fees },
    savedFees: { ...plan.fees },
    keepPlanFees: true,
    plan,
    advancedTexts: textsOf(plan.advanced),
    advancedValues: { ...plan.advanced },
    localKeys: [...plan.localCurrencyInputs],
    typedRate: {
      countryId: country?.id,
      text: plan.currencyRate !== null && plan.currencyRate !== countryRate ? String(plan.currencyRate) : '',
    },
    // The plan's tax line is what was saved, not the country's default.
    taxTyped: true,
    feeSource: 'saved-plan',
  };
}

export function simulatorReducer(state: SimulatorState, event: SimulatorEvent): SimulatorState {
  switch (event.type) {
    case 'planOpened':
      return openPlan(state, event);
    case 'feesResolved':
      // The plan's fees stay; when the market's structure holds the very same figures, the badge names it.
      if (state.keepPlanFees) return { ...state, keepPlanFees: false, feeSource: sameFees(state.fees, event.fees) ? event.source : state.feeSource };
      return {
        ...state,
        fees: { ...event.fees },
        savedFees: { ...event.fees },
        feeSource: event.source,
        localKeys: withoutFees(state.localKeys),
      };
    case 'countryChosen':
      return { ...state, countryId: event.countryId, keepPlanFees: false };
    case 'serviceChosen':
      return { ...state, serviceId: event.serviceId, keepPlanFees: false };
    case 'fieldTyped': {
      const texts = { ...state.texts, [event.key]: event.text };
      const reading = readField(event.text, SIMULATOR_FIELDS[event.key]);
      if (!reading.ok) return { ...state, texts };
      const values = state.values[event.key] === reading.value ? state.values : { ...state.values, [event.key]: reading.value };
      const next = { ...state, texts, values };
      return event.key === 'totalLeads' ? leadsTyped(next, event.text, reading.value) : next;
    }
    case 'advancedTyped': {
      const advancedTexts = { ...state.advancedTexts, [event.key]: event.text };
      const reading = readField(event.text, ADVANCED_FIELDS[event.key]);
      const advancedValues = reading.ok ? { ...state.advancedValues, [event.key]: reading.value } : state.advancedValues;
      return { ...state, advancedTexts, advancedValues, taxTyped: state.taxTyped || event.key === 'taxRate' };
    }
    case 'presetChosen': {
      const { choice } = event;
      if (choice === 'one') return { ...state, leadsChoice: 'one' };
      if (choice === 'custom') {
        if (state.customLeadsText === null) return state;
        const reading = readField(state.customLeadsText, SIMULATOR_FIELDS.totalLeads);
        const totalLeads = reading.ok ? reading.value : state.values.totalLeads;
        return {
          ...state,
          leadsChoice: 'custom',
          texts: { ...state.texts, totalLeads: state.customLeadsText },
          values: { ...state.values, totalLeads },
        };
      }
      return {
        ...state,
        leadsChoice: choice,
        texts: { ...state.texts, totalLeads: String(choice) },
        values: { ...state.values, totalLeads: choice },
      };
    }
    case 'feeEdited':
      return { ...state, fees: { ...state.fees, [event.key]: event.value } };
    case 'feesReset':
      return { ...state, fees: { ...state.savedFees }, localKeys: withoutFees(state.localKeys) };
    case 'currencyToggled': {
      const others = state.localKeys.filter((key) => key !== event.key);
      return { ...state, localKeys: event.local ? [...others, event.key] : others };
    }
    case 'rateTyped':
      return { ...state, typedRate: { countryId: state.countryId, text: event.text } };
    case 'marginTyped':
      return { ...state, marginText: event.text };
  }
}

/** True when a fee differs from the loaded figure, or was switched to the local currency (even before it is retyped). */
export function feesEdited(state: SimulatorState): boolean {
  return FEE_KEYS.some((key) => state.fees[key] !== state.savedFees[key]) || state.localKeys.some(isFeeKey);
}

/** The advanced lines as shown: the tax line is the country's rate until the seller types one (decision 0028). */
export function advancedShown(state: SimulatorState, countryTax: number): { texts: AdvancedTexts; values: AdvancedValues } {
  if (state.taxTyped) return { texts: state.advancedTexts, values: state.advancedValues };
  return {
    texts: { ...state.advancedTexts, taxRate: String(countryTax) },
    values: { ...state.advancedValues, taxRate: countryTax },
  };
}
