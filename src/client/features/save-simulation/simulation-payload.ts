import { pickFeeValues } from '../../../domain/fees';
import type { FeeStructureInput, SimulationPayload } from '../../../domain/schemas';
import { recordedResults } from '../../../domain/simulation-record';
import type { SimulatorSnapshot } from '../../lib/simulator-snapshot';

/** Why a save cannot go ahead, as a key of history.save (docs/product.md#validation). */
export type SelectionProblem = 'selectCountry' | 'selectServiceAndCountry' | 'invalidSelection';

/** The body of POST /api/fee-structures: the country, the service (or none) and the eight fees on screen. */
export function configurationPayload(snapshot: SimulatorSnapshot): FeeStructureInput | SelectionProblem {
  if (!snapshot.country) return 'selectCountry';
  return { countryId: snapshot.country.id, serviceId: snapshot.service?.id ?? null, ...pickFeeValues(snapshot.fees) };
}

/**
 * The body of POST /api/simulations from the lead view (never the one-order view; docs/product.md#the-funnel): the
 * names, the simulator's input (lead volume, costs, the eight fees) and the results a record keeps. The
 * server recomputes the results; they are sent because the spec's body has them.
 */
export function simulationPayload(snapshot: SimulatorSnapshot): SimulationPayload | SelectionProblem {
  const { service, country, result } = snapshot;
  if (!service || !country) return 'selectServiceAndCountry';
  if (!snapshot.services.some((s) => s.id === service.id) || !snapshot.countries.some((c) => c.id === country.id)) {
    return 'invalidSelection';
  }
  // A confirmed-order override is no field of a saved simulation (the lead view never sets one).
  const { confirmedOverride: _override, ...input } = snapshot.input;
  // A reopened or copied plan keeps its name, product and note; a new one (a guest's kept scenario too) is named by the server.
  const details = snapshot.plan?.name ? { name: snapshot.plan.name, productName: snapshot.plan.productName, note: snapshot.plan.note } : {};
  return {
    ...details,
    serviceName: service.name,
    countryName: country.name,
    countryCode: country.code ?? '',
    countryCurrency: country.currency,
    serviceId: service.id,
    countryId: country.id,
    // Absent from a country answered before codes existed (a cached list): the server then reads it from the label.
    ...(country.currencyCode === undefined ? {} : { countryCurrencyCode: country.currencyCode }),
    ...input,
    // Amounts as entered with their currency and the rate: the server converts them as the screen did.
    ...snapshot.entered,
    localCurrencyInputs: [...snapshot.currencies.localCurrencyInputs],
    currencyRate: snapshot.currencies.currencyRate,
    uncertainty: snapshot.uncertainty ?? {},
    ...recordedResults(result),
  };
}
