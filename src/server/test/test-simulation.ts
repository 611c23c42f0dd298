import type { Simulation } from '../../domain/entities';
import { readCurrencyCode } from '../../domain/currency-code';
import { buildSimulationRecord } from '../../domain/simulation-record';
import type { SimulationPayload } from '../../domain/schemas';

/** What a seller sends to save a simulation: round figures, a profit. */
export const SIMULATION_PAYLOAD: SimulationPayload = {
  serviceName: 'Express COD',
  countryName: 'Saudi Arabia',
  countryCurrency: 'Riyal (SAR)',
  totalLeads: 250,
  adsCost: 1.5,
  productCost: 4,
  averageAOV: 48,
  confirmedRate: 35,
  deliveredRate: 55,
  orderFees: 0.5,
  confirmedLead: 1,
  deliveredLead: 0.8,
  shippingDelivered: 5,
  shippingReturned: 3,
  serviceFees: 5,
};

/** A saved simulation with awkward figures (fractions, a loss) for the export tests. */
export function testSimulation(overrides: Partial<SimulationPayload> = {}): Simulation {
  const payload: SimulationPayload = {
    serviceName: 'Express COD',
    countryName: 'Saudi Arabia',
    countryCurrency: 'Riyal (SAR)',
    totalLeads: 333,
    adsCost: 2.35,
    productCost: 7.1,
    averageAOV: 19.99,
    confirmedRate: 33.3,
    deliveredRate: 57.5,
    orderFees: 0.45,
    confirmedLead: 1.2,
    deliveredLead: 0.8,
    shippingDelivered: 5.25,
    shippingReturned: 3.1,
    serviceFees: 4.5,
    ...overrides,
  };
  // The currency code as a save stores it: the one given, else the one the label or the country names.
  const countryCurrencyCode = payload.countryCurrencyCode ?? readCurrencyCode(payload.countryCurrency, payload.countryCode);
  return { ...buildSimulationRecord({ ...payload, countryCurrencyCode }), id: '5b0c3a4e-6f57-4a51-9d2c-3c3b0f0a9e11', createdAt: '2026-03-09T14:05:00.000Z', updatedAt: '2026-03-09T14:05:00.000Z' };
}

/** Export options that write times in UTC, so the expected texts do not depend on the machine's zone. */
export const UTC = { timeZone: 'UTC' } as const;
