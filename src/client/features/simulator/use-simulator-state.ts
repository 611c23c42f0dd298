import { useEffect, useReducer, type Dispatch } from 'react';
import type { Country, Service } from '@domain/entities';
import type { SimulatorCurrencyKey } from '@domain/model/money-inputs';
import type { FeeKey } from '@domain/fees';
import type { AdvancedCostKey } from '@domain/model/advanced-costs';
import type { SimulatorField } from '@domain/number-field';
import type { PlanInputs } from '@domain/plans/plan-inputs';
import type { SimulatorSnapshot } from '../../lib/simulator-snapshot';
import { useHandedEvents } from './pre-hydration-events';
import { feesEdited, INITIAL_SIMULATOR_STATE, simulatorReducer, type LeadsChoice, type SimulatorEvent } from './simulator-reducer';
import { useCountries, useFeeResolution, useServices } from './use-catalogue';
import { useSimulatorFigures } from './use-simulator-figures';

export type { AdvancedTexts, InputTexts } from './simulator-reducer';
export type { AdvancedReadings, InputReadings } from './use-simulator-figures';

/** "Open in simulator": once the catalogue is there, each new plan replaces the screen's inputs, once. */
function usePlanOpening(
  plan: PlanInputs | undefined,
  services: Service[] | undefined,
  countries: Country[] | undefined,
  opened: PlanInputs | undefined,
  dispatch: Dispatch<SimulatorEvent>,
) {
  useEffect(() => {
    if (!plan || plan === opened || !services || !countries) return;
    dispatch({ type: 'planOpened', plan, services, countries });
  }, [plan, opened, services, countries, dispatch]);
}

/** The chosen market's fee structure, handed to the state as it arrives (it replaces all eight values). */
function useFeeLoading(countryId: string | undefined, serviceId: string | undefined, dispatch: Dispatch<SimulatorEvent>) {
  const resolution = useFeeResolution(countryId, serviceId);
  useEffect(() => {
    if (!resolution.data) return;
    const { source, id: _id, countryId: _c, serviceId: _s, ...fees } = resolution.data;
    dispatch({ type: 'feesResolved', fees, source });
  }, [resolution.data, dispatch]);
  return resolution;
}

/**
 * The simulator's state (one reducer, `simulator-reducer.ts`) with the figures derived from it; components only
 * render it (no maths in components). `plan`, when given, is opened once the catalogue is there.
 */
export function useSimulatorState(plan?: PlanInputs) {
  const services = useServices();
  const countries = useCountries();
  const [state, dispatch] = useReducer(simulatorReducer, INITIAL_SIMULATOR_STATE);
  useHandedEvents(dispatch);
  usePlanOpening(plan, services.data, countries.data, state.plan, dispatch);
  const resolution = useFeeLoading(state.countryId, state.serviceId, dispatch);

  const service = services.data?.find((s) => s.id === state.serviceId);
  const country = countries.data?.find((c) => c.id === state.countryId);
  const figures = useSimulatorFigures(state, country, countries.data);

  const snapshot: SimulatorSnapshot = {
    services: services.data ?? [],
    countries: countries.data ?? [],
    service,
    country,
    fees: figures.dollarFees,
    feeSource: state.feeSource,
    input: figures.input,
    // Every amount as typed (the lead count and the percent fees come along unchanged).
    entered: figures.entered,
    currencies: figures.currencies,
    result: figures.leadResult,
    inputsReadable: figures.readable,
    scenario: state.leadsChoice === 'custom' ? undefined : state.leadsChoice,
    plan: state.plan,
    targetMargin: { text: state.marginText, reading: figures.marginReading, onChange: (text) => dispatch({ type: 'marginTyped', text }) },
    selectMarket: (countryId, serviceId) => {
      dispatch({ type: 'countryChosen', countryId });
      dispatch({ type: 'serviceChosen', serviceId: serviceId ?? undefined });
    },
  };

  return {
    state,
    services,
    countries,
    setServiceId: (serviceId: string | undefined) => dispatch({ type: 'serviceChosen', serviceId }),
    setCountryId: (countryId: string | undefined) => dispatch({ type: 'countryChosen', countryId }),
    readings: figures.readings,
    readable: figures.readable,
    setText: (key: SimulatorField, text: string) => dispatch({ type: 'fieldTyped', key, text }),
    rate: figures.rate,
    countryRate: figures.countryRate,
    countryTax: figures.countryTax,
    rateText: figures.rateText,
    rateReading: figures.rateReading,
    setRateText: (text: string) => dispatch({ type: 'rateTyped', text }),
    localKeys: figures.localKeys,
    toggleLocal: (key: SimulatorCurrencyKey, local: boolean) => dispatch({ type: 'currencyToggled', key, local }),
    advancedTexts: figures.advancedTexts,
    advancedReadings: figures.advancedReadings,
    setAdvancedText: (key: AdvancedCostKey, text: string) => dispatch({ type: 'advancedTyped', key, text }),
    month: figures.month,
    chooseLeads: (choice: LeadsChoice) => dispatch({ type: 'presetChosen', choice }),
    feeSource: state.countryId ? state.feeSource : ('built-in' as const),
    feesLoading: !!state.countryId && resolution.isFetching,
    feesFailed: !!state.countryId && resolution.isError && !resolution.isFetching,
    retryFees: () => void resolution.refetch(),
    feesEdited: feesEdited(state),
    resetFees: () => dispatch({ type: 'feesReset' }),
    setFee: (key: FeeKey, value: number) => dispatch({ type: 'feeEdited', key, value }),
    perOrder: figures.perOrder,
    shownResult: figures.shownResult,
    snapshot,
  };
}
