import { FEE_KEYS } from '@domain/fees';
import type { FeeStructureInput, SimulationPayload } from '@domain/schemas';
import { recordedResults } from '@domain/simulation-record';
import type { SimulatorSnapshot } from '@domain/simulator-snapshot';

/** Why a save cannot go ahead, as a key of history.save (SPEC §5). */
export type SelectionProblem = 'selectCountry' | 'selectServiceAndCountry' | 'invalidSelection';

function fees(snapshot: SimulatorSnapshot) {
  return Object.fromEntries(FEE_KEYS.map((key) => [key, snapshot.fees[key]])) as Pick<SimulatorSnapshot['fees'], (typeof FEE_KEYS)[number]>;
}

/** The body of POST /api/fee-structures: the country, the service (or none) and the eight fees on screen. */
export function configurationPayload(snapshot: SimulatorSnapshot): FeeStructureInput | SelectionProblem {
  if (!snapshot.country) return 'selectCountry';
  return { countryId: snapshot.country.id, serviceId: snapshot.service?.id ?? null, ...fees(snapshot) };
}

/**
 * The SPEC §7 body of POST /api/simulations from the lead view (never the one-order view, DESIGN §6).
 * The server recomputes the results; they are sent because the spec's body has them.
 */
export function simulationPayload(snapshot: SimulatorSnapshot): SimulationPayload | SelectionProblem {
  const { service, country, input, result } = snapshot;
  if (!service || !country) return 'selectServiceAndCountry';
  if (!snapshot.services.some((s) => s.id === service.id) || !snapshot.countries.some((c) => c.id === country.id)) {
    return 'invalidSelection';
  }
  return {
    serviceName: service.name,
    countryName: country.name,
    countryCurrency: country.currency,
    totalLeads: input.totalLeads,
    adsCost: input.adsCost,
    productCost: input.productCost,
    averageAOV: input.averageAOV,
    ...fees(snapshot),
    ...recordedResults(result),
  };
}
