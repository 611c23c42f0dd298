import type { SimulationInput } from '../simulate';

/**
 * The money inputs a seller may enter in dollars or in the country's currency (DESIGN §10). The model
 * computes in dollars: an amount entered in local units is divided by the rate r (local units per
 * dollar) before it enters `simulate`.
 */
export const MONEY_INPUT_KEYS = [
  'adsCost',
  'productCost',
  'averageAOV',
  'orderFees',
  'confirmedLead',
  'deliveredLead',
  'shippingDelivered',
  'shippingReturned',
  'upsellRevenue',
  'upsellProductCost',
  'packagingPerOrder',
  'customerDeliveryFee',
  'fixedCostsPerMonth',
] as const satisfies readonly (keyof SimulationInput)[];

export type MoneyInputKey = (typeof MONEY_INPUT_KEYS)[number];

/** The currency an amount was entered in: dollars, or the chosen country's currency. */
export type InputCurrency = 'USD' | 'local';

/** How a simulation's amounts were entered: which are in local units, and at what rate. */
export interface EnteredCurrencies {
  /** Money inputs entered in the country's currency; every other one is in dollars. */
  localCurrencyInputs: readonly MoneyInputKey[];
  /** Local units per dollar (the country's `currencyChange` or the seller's override); null without a country. */
  currencyRate: number | null;
}

/** True when `rate` can convert: a finite number above 0. */
export function isUsableRate(rate: number | null | undefined): rate is number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0;
}

/**
 * The inputs in dollars: each amount entered in local units divided by the rate. Without a usable rate
 * nothing can be converted, so amounts are taken as dollars (the schema refuses local amounts without a
 * rate, so a stored record never reaches that case).
 */
export function toDollarInputs<T extends Partial<Record<MoneyInputKey, number>>>(entered: T, currencies: EnteredCurrencies): T {
  const { localCurrencyInputs, currencyRate } = currencies;
  if (localCurrencyInputs.length === 0 || !isUsableRate(currencyRate)) return entered;
  const dollars = { ...entered };
  for (const key of localCurrencyInputs) {
    const amount = entered[key];
    if (typeof amount === 'number') (dollars as Record<MoneyInputKey, number>)[key] = amount / currencyRate;
  }
  return dollars;
}

/** An amount in dollars shown in local units (× r); null without a usable rate or when it overflows. */
export function dollarsToLocal(dollars: number, rate: number | null | undefined): number | null {
  if (!isUsableRate(rate)) return null;
  const local = dollars * rate;
  return Number.isFinite(local) ? local : null;
}
