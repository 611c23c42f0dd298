import { useMemo } from 'react';
import type { Country } from '@domain/entities';
import { pickFeeValues } from '@domain/fees';
import { ADVANCED_COST_KEYS, type AdvancedCostKey } from '@domain/model/advanced-costs';
import { monthCash } from '@domain/model/cash';
import { enteredCurrencies, simulationRate, toDollarInputs, type SimulatorCurrencyKey } from '@domain/model/money-inputs';
import { countryDefaults } from '@domain/country-defaults';
import { monthFigures, monthIsPlanned } from '@domain/model/month';
import {
  ADVANCED_FIELDS,
  MONEY_FIELD,
  PERCENT_FIELD,
  readField,
  SIMULATOR_FIELDS,
  type FieldReading,
  type SimulatorField,
} from '@domain/number-field';
import { simulate, simulatePerDeliveredOrder, type SimulationInput } from '@domain/model/simulate';
import { advancedShown, SIMULATOR_FIELD_KEYS, type SimulatorState } from './simulator-reducer';

export type InputReadings = Record<SimulatorField, FieldReading>;
export type AdvancedReadings = Record<AdvancedCostKey, FieldReading>;

const readAll = <K extends string>(keys: readonly K[], texts: Record<K, string>, rules: Record<K, Parameters<typeof readField>[1]>) =>
  Object.fromEntries(keys.map((key) => [key, readField(texts[key], rules[key])])) as Record<K, FieldReading>;

/**
 * Every figure the simulator shows, derived from its state and the chosen country (nothing here is stored):
 * what each field reads as, the rate, the model's input in dollars, the lead view, the per-delivered-order view
 * and the month.
 */
export function useSimulatorFigures(state: SimulatorState, country: Country | undefined, countries: readonly Country[] | undefined) {
  // The chosen country's tax rate and currency rate, or the seller's own country's of the same code (decision 0028).
  const defaults = country && countries ? countryDefaults(country, countries) : undefined;
  const countryTax = defaults?.taxRate ?? 0;
  const countryRate = simulationRate(defaults?.currencyChange, null);

  // The rate is the seller's override for this country, else the country's.
  const rateText = state.typedRate.countryId === state.countryId ? state.typedRate.text : '';
  const rateReading = rateText.trim() === '' ? null : readField(rateText, MONEY_FIELD);
  const rateReadable = rateReading === null || (rateReading.ok && rateReading.value > 0);
  const rate = simulationRate(defaults?.currencyChange, rateReading?.ok ? rateReading.value : null);
  const currencies = useMemo(() => enteredCurrencies(state.localKeys, rate), [state.localKeys, rate]);

  const advanced = useMemo(() => advancedShown(state, countryTax), [state, countryTax]);
  const readings = useMemo(() => readAll(SIMULATOR_FIELD_KEYS, state.texts, SIMULATOR_FIELDS), [state.texts]);
  const advancedReadings = useMemo(() => readAll(ADVANCED_COST_KEYS, advanced.texts, ADVANCED_FIELDS), [advanced.texts]);
  const marginReading = readField(state.marginText, PERCENT_FIELD);
  // Nothing is computed on a field that cannot be read (decision 0014): the results show "—" until it can.
  const readable =
    rateReadable && SIMULATOR_FIELD_KEYS.every((key) => readings[key].ok) && ADVANCED_COST_KEYS.every((key) => advancedReadings[key].ok);

  // The fees, the four inputs and the advanced lines as typed, each in its currency; the model gets them all in dollars.
  const entered = useMemo(() => ({ ...state.fees, ...state.values, ...advanced.values }), [state.fees, state.values, advanced.values]);
  const input: SimulationInput = useMemo(() => toDollarInputs(entered, currencies), [entered, currencies]);
  const leadResult = useMemo(() => simulate(input), [input]);
  const perOrder = state.leadsChoice === 'one';
  const shownResult = useMemo(
    () => (!readable ? null : perOrder ? simulatePerDeliveredOrder(input) : leadResult),
    [readable, perOrder, input, leadResult],
  );
  const month = useMemo(() => {
    if (!readable) return null;
    // Without leads bought per month there is no month to show: its profit and cash would be made-up zeros.
    const planned = monthIsPlanned(input);
    return { figures: monthFigures(input, leadResult), cash: planned ? monthCash(input, leadResult) : null, planned };
  }, [readable, input, leadResult]);

  return {
    countryTax: defaults ? countryTax : null,
    countryRate,
    rateText,
    rateReading,
    rate,
    currencies,
    localKeys: currencies.localCurrencyInputs as readonly SimulatorCurrencyKey[],
    advancedTexts: advanced.texts,
    readings,
    advancedReadings,
    marginReading,
    readable,
    entered,
    input,
    /** In dollars, as a fee structure stores them ("save as my configuration"). */
    dollarFees: pickFeeValues(input),
    leadResult,
    perOrder,
    shownResult,
    month,
  };
}
