import { describe, expect, it } from 'vitest';
import type { Country, Service } from '../../../domain/entities';
import { SIMULATOR_CURRENCY_KEYS } from '../../../domain/model/money-inputs';
import { DEFAULT_FEES } from '../../../domain/fees';
import { simulationInputSchema } from '../../../domain/schemas';
import { simulate, type SimulationInput } from '../../../domain/model/simulate';
import { buildSimulationRecord } from '../../../domain/simulation-record';
import type { SimulatorSnapshot } from '../../lib/simulator-snapshot';
import { configurationPayload, simulationPayload } from './simulation-payload';

const owned = { ownerId: null, isDefault: true, createdAt: '', updatedAt: null };
const service: Service = { id: '0b5e3c1a-6a0b-4c55-8f5e-0d5f1b9a7c11', name: 'Express COD', icon: '', color: '#000000', status: 'active', ...owned };
const country: Country = { id: '7c2d9e4f-1b3a-4e6d-9a8b-2f4c6e8a0b22', name: 'Morocco', code: 'MA', currency: 'Dirham (MAD)', currencyCode: 'MAD', currencyChange: 10, taxRate: 0, status: 'active', ...owned };
const fees = { ...DEFAULT_FEES, orderFees: 0.5 };
const input: SimulationInput = { ...fees, totalLeads: 250, adsCost: 1.5, productCost: 4, averageAOV: 48 };

const pickEntered = (from: SimulationInput) =>
  Object.fromEntries(SIMULATOR_CURRENCY_KEYS.map((key) => [key, from[key]])) as SimulatorSnapshot['entered'];

function snapshot(overrides: Partial<SimulatorSnapshot> = {}): SimulatorSnapshot {
  return {
    services: [service],
    countries: [country],
    service,
    country,
    fees,
    feeSource: 'default-country',
    input,
    entered: pickEntered(input),
    // The simulator's rate for Morocco: the country's own, as no override was typed.
    currencies: { localCurrencyInputs: [], currencyRate: country.currencyChange },
    result: simulate(input),
    inputsReadable: true,
    scenario: 250,
    targetMargin: { text: '20', reading: { ok: true, value: 20 }, onChange: () => {} },
    selectMarket: () => {},
    ...overrides,
  };
}

describe('simulationPayload', () => {
  it("is a body the server's schema accepts, and parses into the record of the lead view", () => {
    // The country's code, its currency's code and the rate travel too, for names in each language and exports in
    // dirhams, and the catalogue ids, so the plan reopens on these rows.
    const names = {
      serviceName: 'Express COD',
      countryName: 'Morocco',
      countryCode: 'MA',
      countryCurrency: 'Dirham (MAD)',
      countryCurrencyCode: 'MAD',
      currencyRate: 10,
      serviceId: service.id,
      countryId: country.id,
    };
    expect(simulationInputSchema.parse(simulationPayload(snapshot()))).toEqual(buildSimulationRecord({ ...names, ...input }));
  });

  it('leaves out a confirmed-order override, which no saved simulation has', () => {
    const body = simulationPayload(snapshot({ input: { ...input, confirmedOverride: 3 } }));
    expect(body).not.toHaveProperty('confirmedOverride');
    expect(simulationInputSchema.safeParse(body).success).toBe(true);
  });

  it('sends ads cost, product cost and AOV as entered with their currency and the rate; the server finds the same results', () => {
    // Morocco at 10 MAD/USD: product cost 80 MAD and AOV 299 MAD are $8 and $29.90 in the model, ads stay $1.5.
    const dollars: SimulationInput = { ...input, productCost: 8, averageAOV: 29.9 };
    const body = simulationPayload(
      snapshot({
        input: dollars,
        result: simulate(dollars),
        entered: { ...pickEntered(dollars), adsCost: 1.5, productCost: 80, averageAOV: 299 },
        currencies: { localCurrencyInputs: ['productCost', 'averageAOV'], currencyRate: 10 },
      }),
    );
    expect(body).toMatchObject({ adsCost: 1.5, productCost: 80, averageAOV: 299, localCurrencyInputs: ['productCost', 'averageAOV'], currencyRate: 10 });
    const record = simulationInputSchema.parse(body);
    // A record keeps dollars to the cent: within half a cent of the screen's figure.
    expect(record.profit).toBeCloseTo(simulate(dollars).profit, 2);
    expect(record.sellingPrice).toBeCloseTo(simulate(dollars).sellingPrice, 2);
  });

  it('sends a money fee as entered in the local currency; the server converts it like the screen did (decision 0028)', () => {
    // 35 MAD shipping per delivered order at 10 MAD/USD is $3.50 in the model; the body keeps 35 and says MAD.
    const dollars: SimulationInput = { ...input, shippingDelivered: 3.5 };
    const body = simulationPayload(
      snapshot({
        input: dollars,
        fees: { ...fees, shippingDelivered: 3.5 },
        result: simulate(dollars),
        entered: { ...pickEntered(dollars), shippingDelivered: 35 },
        currencies: { localCurrencyInputs: ['shippingDelivered'], currencyRate: 10 },
      }),
    );
    expect(body).toMatchObject({ shippingDelivered: 35, localCurrencyInputs: ['shippingDelivered'], currencyRate: 10 });
    const record = simulationInputSchema.parse(body);
    expect(record.servicesCost).toBeCloseTo(simulate(dollars).servicesCost, 9);
    expect(record.profit).toBeCloseTo(simulate(dollars).profit, 9);
  });

  it.each<[string, Partial<SimulatorSnapshot>, string]>([
    ['no service', { service: undefined }, 'selectServiceAndCountry'],
    ['no country', { country: undefined }, 'selectServiceAndCountry'],
    ['a service no longer listed', { services: [] }, 'invalidSelection'],
    ['a country no longer listed', { countries: [] }, 'invalidSelection'],
  ])('names the problem with %s', (_name, overrides, problem) => {
    expect(simulationPayload(snapshot(overrides))).toBe(problem);
  });
});

describe('configurationPayload', () => {
  it('sends the country, the service and only the eight fees', () => {
    expect(configurationPayload(snapshot())).toEqual({ countryId: country.id, serviceId: service.id, ...fees });
    expect(configurationPayload(snapshot({ service: undefined }))).toEqual({ countryId: country.id, serviceId: null, ...fees });
    expect(configurationPayload(snapshot({ country: undefined }))).toBe('selectCountry');
  });
});
