import { useEffect, useMemo, useRef, useState } from 'react';
import type { Country, Service } from '@domain/entities';
import { DEFAULT_FEES, FEE_KEYS, pickFeeValues, type FeeKey, type FeeSource, type FeeValues } from '@domain/fees';
import { ADVANCED_COST_KEYS, NO_ADVANCED_COSTS, type AdvancedCostKey } from '@domain/model/advanced-costs';
import { monthCash } from '@domain/model/cash';
import {
  enteredCurrencies,
  FEE_CURRENCY_KEYS,
  simulationRate,
  toDollarInputs,
  type SimulatorCurrencyKey,
} from '@domain/model/money-inputs';
import { countryDefaults } from '@domain/country-defaults';
import { monthFigures } from '@domain/model/month';
import { ADVANCED_FIELDS, MONEY_FIELD, readField, SIMULATOR_FIELDS, type FieldReading, type SimulatorField } from '@domain/number-field';
import type { PlanInputs } from '@domain/plans/plan-inputs';
import { DEFAULT_SIMULATOR_INPUTS, scenarioForLeads, type Scenario } from '@domain/scenarios';
import { simulate, simulatePerDeliveredOrder, type SimulationInput } from '@domain/model/simulate';
import type { SimulatorSnapshot } from '../../lib/simulator-snapshot';
import { useCountries, useFeeResolution, useServices } from './use-catalogue';

export type InputTexts = Record<SimulatorField, string>;
export type InputReadings = Record<SimulatorField, FieldReading>;
type InputValues = Record<SimulatorField, number>;

const FIELD_KEYS = Object.keys(SIMULATOR_FIELDS) as SimulatorField[];

const isFeeKey = (key: SimulatorCurrencyKey) => (FEE_CURRENCY_KEYS as readonly string[]).includes(key);
const withoutFees = (keys: readonly SimulatorCurrencyKey[]) => (keys.some(isFeeKey) ? keys.filter((key) => !isFeeKey(key)) : keys);

const INITIAL_VALUES: InputValues = { ...DEFAULT_SIMULATOR_INPUTS };
const textsOf = (values: InputValues) => Object.fromEntries(FIELD_KEYS.map((key) => [key, String(values[key])])) as InputTexts;
const INITIAL_TEXTS = textsOf(INITIAL_VALUES);

function readTexts(texts: InputTexts): InputReadings {
  return Object.fromEntries(FIELD_KEYS.map((key) => [key, readField(texts[key], SIMULATOR_FIELDS[key])])) as InputReadings;
}

export type AdvancedTexts = Record<AdvancedCostKey, string>;
export type AdvancedReadings = Record<AdvancedCostKey, FieldReading>;
type AdvancedValues = Record<AdvancedCostKey, number>;
const advancedTextsOf = (values: AdvancedValues) => Object.fromEntries(ADVANCED_COST_KEYS.map((key) => [key, String(values[key])])) as AdvancedTexts;
const INITIAL_ADVANCED_TEXTS = advancedTextsOf({ ...NO_ADVANCED_COSTS });

function readAdvancedTexts(texts: AdvancedTexts): AdvancedReadings {
  return Object.fromEntries(ADVANCED_COST_KEYS.map((key) => [key, readField(texts[key], ADVANCED_FIELDS[key])])) as AdvancedReadings;
}

/**
 * All the simulator's state and derived figures; components only render it (no maths in components).
 * `plan`, when given, is loaded once the catalogue is there: its market (found by name), inputs and fees.
 */
export function useSimulatorState(plan?: PlanInputs) {
  const services = useServices();
  const countries = useCountries();
  const [serviceId, setServiceId] = useState<string>();
  const [countryId, setCountryId] = useState<string>();
  const [texts, setTexts] = useState<InputTexts>(INITIAL_TEXTS);
  // The last value each field could be read as: the insights and the save keep it while a field is being corrected.
  const [values, setValues] = useState<InputValues>(INITIAL_VALUES);
  const [scenario, setScenario] = useState<Scenario | undefined>('one');
  const [fees, setFees] = useState<FeeValues>(DEFAULT_FEES);
  // The fees as loaded (or the built-in ones): what "back to the saved values" returns to.
  const [savedFees, setSavedFees] = useState<FeeValues>(DEFAULT_FEES);
  const [feeSource, setFeeSource] = useState<FeeSource>('built-in');
  const resolution = useFeeResolution(countryId, serviceId);
  const [loadedPlan, setLoadedPlan] = useState<PlanInputs>();
  // A plan's own fees, kept when the fee structure of its market arrives (the plan is what was saved).
  const planFees = useRef<FeeValues | null>(null);

  // Cost lines: all 0 (off) until the seller types one in the Advanced costs section.
  const [advancedTexts, setAdvancedTexts] = useState<AdvancedTexts>(INITIAL_ADVANCED_TEXTS);
  const [advancedValues, setAdvancedValues] = useState<AdvancedValues>({ ...NO_ADVANCED_COSTS });
  // Ads cost, product cost, AOV and the money fees may be typed in the country's currency, at its rate or the seller's.
  const [localKeys, setLocalKeys] = useState<readonly SimulatorCurrencyKey[]>([]);
  // The override belongs to the country it was typed for: another country starts from its own rate.
  const [typedRate, setTypedRate] = useState<{ countryId?: string; text: string }>({ text: '' });
  // Decision 0028: the tax line starts at the country's tax rate and follows the country until the seller types one.
  const [taxTyped, setTaxTyped] = useState(false);

  // "Open in simulator": every input of the plan replaces the screen's, once.
  useEffect(() => {
    if (!plan || plan === loadedPlan || !services.data || !countries.data) return;
    planFees.current = plan.fees;
    setServiceId(services.data.find((s) => s.name === plan.serviceName)?.id);
    const planCountry = countries.data.find((c) => c.name === plan.countryName);
    setCountryId(planCountry?.id);
    setTexts(textsOf(plan.values));
    setValues(plan.values);
    setScenario(scenarioForLeads(plan.values.totalLeads));
    setFees(plan.fees);
    setSavedFees(plan.fees);
    // Each amount in the currency it was typed in, at the plan's rate (an override when it is not the country's).
    const countryRate = planCountry ? simulationRate(countryDefaults(planCountry, countries.data).currencyChange, null) : null;
    setTypedRate({ countryId: planCountry?.id, text: plan.currencyRate !== null && plan.currencyRate !== countryRate ? String(plan.currencyRate) : '' });
    setLocalKeys(plan.localCurrencyInputs);
    setAdvancedTexts(advancedTextsOf(plan.advanced));
    setAdvancedValues(plan.advanced);
    // The plan's tax line is what was saved, not the country's default.
    setTaxTyped(true);
    setLoadedPlan(plan);
  }, [plan, loadedPlan, services.data, countries.data]);

  // Choosing a country (or service) loads its fee structure and replaces all eight values.
  useEffect(() => {
    if (!resolution.data) return;
    if (planFees.current) {
      planFees.current = null;
      return;
    }
    const { source, id: _id, countryId: _c, serviceId: _s, ...loaded } = resolution.data;
    setFees(loaded);
    setSavedFees(loaded);
    setFeeSource(source);
    // Loaded fees are dollars: a fee switched to the local currency goes back to USD with them.
    setLocalKeys((previous) => withoutFees(previous));
  }, [resolution.data]);


  const service: Service | undefined = services.data?.find((s) => s.id === serviceId);
  const country: Country | undefined = countries.data?.find((c) => c.id === countryId);

  // Decision 0028: the chosen country's tax rate and currency rate, or the seller's own country's of the same code.
  const defaults = country && countries.data ? countryDefaults(country, countries.data) : undefined;

  // The rate is the seller's override for this country, else the country's.
  const rateText = typedRate.countryId === countryId ? typedRate.text : '';
  const setRateText = (text: string) => setTypedRate({ countryId, text });
  const rateReading = rateText.trim() === '' ? null : readField(rateText, MONEY_FIELD);
  const rateReadable = rateReading === null || (rateReading.ok && rateReading.value > 0);
  const rate = simulationRate(defaults?.currencyChange, rateReading?.ok ? rateReading.value : null);
  const currencies = useMemo(() => enteredCurrencies(localKeys, rate), [localKeys, rate]);
  const toggleLocal = (key: SimulatorCurrencyKey, local: boolean) =>
    setLocalKeys((previous) => (local ? [...previous.filter((k) => k !== key), key] : previous.filter((k) => k !== key)));

  const readings = useMemo(() => readTexts(texts), [texts]);
  const advancedReadings = useMemo(() => readAdvancedTexts(advancedTexts), [advancedTexts]);
  // Decision 0014: nothing is computed on a field that cannot be read; the results show "—" until it can.
  const readable =
    rateReadable && FIELD_KEYS.every((key) => readings[key].ok) && ADVANCED_COST_KEYS.every((key) => advancedReadings[key].ok);
  // The fees and the four inputs as typed, each in its currency; the model gets them all in dollars.
  const input: SimulationInput = useMemo(
    () => ({ ...toDollarInputs({ ...fees, ...values }, currencies), ...advancedValues }),
    [fees, values, currencies, advancedValues],
  );
  const leadResult = useMemo(() => simulate(input), [input]);
  const month = useMemo(() => (readable ? { figures: monthFigures(input, leadResult), cash: monthCash(input, leadResult) } : null), [readable, input, leadResult]);
  const perOrder = scenario === 'one';
  const shownResult = useMemo(
    () => (!readable ? null : perOrder ? simulatePerDeliveredOrder(input) : leadResult),
    [readable, perOrder, input, leadResult],
  );

  const setText = (key: SimulatorField, text: string) => {
    setTexts((previous) => ({ ...previous, [key]: text }));
    const reading = readField(text, SIMULATOR_FIELDS[key]);
    if (!reading.ok) return;
    setValues((previous) => (previous[key] === reading.value ? previous : { ...previous, [key]: reading.value }));
    if (key === 'totalLeads') setScenario(scenarioForLeads(reading.value));
  };

  // Decision 0028: the tax line starts at the country's tax rate and follows the country until the seller types one.
  const countryTax = defaults?.taxRate ?? 0;
  useEffect(() => {
    if (taxTyped) return;
    setAdvancedTexts((previous) => (previous.taxRate === String(countryTax) ? previous : { ...previous, taxRate: String(countryTax) }));
    setAdvancedValues((previous) => (previous.taxRate === countryTax ? previous : { ...previous, taxRate: countryTax }));
  }, [countryTax, taxTyped]);

  const setAdvancedText = (key: AdvancedCostKey, text: string) => {
    if (key === 'taxRate') setTaxTyped(true);
    setAdvancedTexts((previous) => ({ ...previous, [key]: text }));
    const reading = readField(text, ADVANCED_FIELDS[key]);
    if (reading.ok) setAdvancedValues((previous) => (previous[key] === reading.value ? previous : { ...previous, [key]: reading.value }));
  };

  const chooseScenario = (next: Scenario) => {
    setScenario(next);
    if (next === 'one') return;
    setTexts((previous) => ({ ...previous, totalLeads: String(next) }));
    setValues((previous) => ({ ...previous, totalLeads: next }));
  };

  const setFee = (key: FeeKey, value: number) => setFees((previous) => ({ ...previous, [key]: value }));
  // A fee switched to the local currency is no longer the loaded figure, even before it is retyped.
  const feesEdited = FEE_KEYS.some((key) => fees[key] !== savedFees[key]) || localKeys.some(isFeeKey);
  const resetFees = () => {
    setFees(savedFees);
    setLocalKeys((previous) => withoutFees(previous));
  };

  const snapshot: SimulatorSnapshot = {
    services: services.data ?? [],
    countries: countries.data ?? [],
    service,
    country,
    // In dollars, as a fee structure stores them ("save as my configuration").
    fees: pickFeeValues(input),
    feeSource,
    input,
    // Every amount as typed (the lead count and the percent fees come along unchanged).
    entered: { ...fees, ...values },
    currencies,
    result: leadResult,
    inputsReadable: readable,
    scenario,
    plan: loadedPlan,
    selectMarket: (nextCountryId, nextServiceId) => {
      planFees.current = null;
      setCountryId(nextCountryId);
      setServiceId(nextServiceId ?? undefined);
    },
  };

  return {
    services,
    countries,
    serviceId,
    countryId,
    // The seller choosing a market wants its fees, even right after a plan was opened.
    setServiceId: (id: string | undefined) => {
      planFees.current = null;
      setServiceId(id);
    },
    setCountryId: (id: string | undefined) => {
      planFees.current = null;
      setCountryId(id);
    },
    texts,
    readings,
    readable,
    setText,
    rate,
    countryRate: simulationRate(defaults?.currencyChange, null),
    countryTax: defaults ? countryTax : null,
    rateText,
    rateReading,
    setRateText,
    localKeys: currencies.localCurrencyInputs as readonly SimulatorCurrencyKey[],
    toggleLocal,
    advancedTexts,
    advancedReadings,
    setAdvancedText,
    leadResult: readable ? leadResult : null,
    month,
    scenario,
    chooseScenario,
    fees,
    feeSource: countryId ? feeSource : ('built-in' as const),
    feesLoading: !!countryId && resolution.isFetching,
    feesFailed: !!countryId && resolution.isError && !resolution.isFetching,
    retryFees: () => void resolution.refetch(),
    feesEdited,
    resetFees,
    setFee,
    perOrder,
    shownResult,
    snapshot,
  };
}
