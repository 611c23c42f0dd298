import { useEffect, useMemo, useState } from 'react';
import type { Country, Service } from '@domain/entities';
import { DEFAULT_FEES, type FeeKey, type FeeSource, type FeeValues } from '@domain/fees';
import { DEFAULT_SIMULATOR_INPUTS, parseLeadCount, scenarioForLeads, type Scenario } from '@domain/scenarios';
import { parseLooseNumber, simulate, simulatePerDeliveredOrder, type SimulationInput } from '@domain/simulate';
import type { InputKey, InputTexts } from './simulator-inputs';
import type { SimulatorSnapshot } from './simulator-snapshot';
import { useCountries, useFeeResolution, useServices } from './use-catalogue';

const INITIAL_TEXTS: InputTexts = {
  totalLeads: String(DEFAULT_SIMULATOR_INPUTS.totalLeads),
  adsCost: String(DEFAULT_SIMULATOR_INPUTS.adsCost),
  productCost: String(DEFAULT_SIMULATOR_INPUTS.productCost),
  averageAOV: String(DEFAULT_SIMULATOR_INPUTS.averageAOV),
};

/** All the simulator's state and derived figures; components only render it (STYLE: no maths in components). */
export function useSimulatorState() {
  const services = useServices();
  const countries = useCountries();
  const [serviceId, setServiceId] = useState<string>();
  const [countryId, setCountryId] = useState<string>();
  const [texts, setTexts] = useState<InputTexts>(INITIAL_TEXTS);
  const [scenario, setScenario] = useState<Scenario | undefined>('one');
  const [fees, setFees] = useState<FeeValues>(DEFAULT_FEES);
  const [feeSource, setFeeSource] = useState<FeeSource>('built-in');
  const resolution = useFeeResolution(countryId, serviceId);

  // SPEC §4: choosing a country (or service) loads its fee structure and replaces all eight values.
  useEffect(() => {
    if (!resolution.data) return;
    const { source, id: _id, countryId: _c, serviceId: _s, ...values } = resolution.data;
    setFees(values);
    setFeeSource(source);
  }, [resolution.data]);

  const input: SimulationInput = useMemo(
    () => ({
      ...fees,
      totalLeads: parseLeadCount(texts.totalLeads),
      adsCost: parseLooseNumber(texts.adsCost),
      productCost: parseLooseNumber(texts.productCost),
      averageAOV: parseLooseNumber(texts.averageAOV),
    }),
    [fees, texts],
  );
  const leadResult = useMemo(() => simulate(input), [input]);
  const perOrder = scenario === 'one';
  const shownResult = useMemo(() => (perOrder ? simulatePerDeliveredOrder(input) : leadResult), [perOrder, input, leadResult]);

  const service: Service | undefined = services.data?.find((s) => s.id === serviceId);
  const country: Country | undefined = countries.data?.find((c) => c.id === countryId);

  const setText = (key: InputKey, text: string) => {
    setTexts((previous) => ({ ...previous, [key]: text }));
    if (key === 'totalLeads') setScenario(scenarioForLeads(parseLeadCount(text)));
  };

  const chooseScenario = (next: Scenario) => {
    setScenario(next);
    if (next !== 'one') setTexts((previous) => ({ ...previous, totalLeads: String(next) }));
  };

  const setFee = (key: FeeKey, value: number) => setFees((previous) => ({ ...previous, [key]: value }));

  const snapshot: SimulatorSnapshot = {
    services: services.data ?? [],
    countries: countries.data ?? [],
    service,
    country,
    fees,
    feeSource,
    input,
    result: leadResult,
    scenario,
    selectMarket: (nextCountryId, nextServiceId) => {
      setCountryId(nextCountryId);
      setServiceId(nextServiceId ?? undefined);
    },
  };

  return {
    services: services.data,
    countries: countries.data,
    serviceId,
    countryId,
    setServiceId,
    setCountryId,
    texts,
    setText,
    scenario,
    chooseScenario,
    fees,
    feeSource: countryId ? feeSource : ('built-in' as const),
    feesLoading: !!countryId && resolution.isFetching,
    setFee,
    perOrder,
    shownResult,
    snapshot,
  };
}
