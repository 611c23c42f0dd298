import { isUsableRate } from '../money';
import type { SimulationInput } from './simulate';

/**
 * The money inputs a seller may enter in dollars or in the country's currency (docs/product.md#currencies). The model
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

/** The fees that are amounts (the others are percents, with no currency): each may be typed in either currency. */
export const FEE_CURRENCY_KEYS = [
  'orderFees',
  'confirmedLead',
  'deliveredLead',
  'shippingDelivered',
  'shippingReturned',
] as const satisfies readonly MoneyInputKey[];
export type FeeCurrencyKey = (typeof FEE_CURRENCY_KEYS)[number];

/** The advanced cost lines that are amounts: like the main ones, each may be typed in either currency. */
export const ADVANCED_CURRENCY_KEYS = [
  'upsellRevenue',
  'upsellProductCost',
  'packagingPerOrder',
  'customerDeliveryFee',
  'fixedCostsPerMonth',
] as const satisfies readonly MoneyInputKey[];
export type AdvancedCurrencyKey = (typeof ADVANCED_CURRENCY_KEYS)[number];

/**
 * The simulator's money inputs that may be typed in the country's currency: its own three, the money fees
 * (decision 0028) and the advanced amounts.
 */
export const SIMULATOR_CURRENCY_KEYS = [
  'adsCost',
  'productCost',
  'averageAOV',
  ...FEE_CURRENCY_KEYS,
  ...ADVANCED_CURRENCY_KEYS,
] as const satisfies readonly MoneyInputKey[];
export type SimulatorCurrencyKey = (typeof SIMULATOR_CURRENCY_KEYS)[number];

/**
 * The rate a simulation converts at: the seller's override when one is typed, else the country's
 * `currencyChange`; null when neither is usable (then every amount is dollars; docs/product.md#currencies).
 */
export function simulationRate(countryRate: number | null | undefined, override: number | null): number | null {
  if (isUsableRate(override)) return override;
  return isUsableRate(countryRate) ? countryRate : null;
}

/** How the amounts are entered: local ones only count while there is a rate to convert them at. */
export function enteredCurrencies(localKeys: readonly MoneyInputKey[], rate: number | null): EnteredCurrencies {
  return { localCurrencyInputs: isUsableRate(rate) ? [...localKeys] : [], currencyRate: isUsableRate(rate) ? rate : null };
}
