import { NOT_AVAILABLE, numberFormat, PERCENT_DECIMALS, type Language } from './format';

// Differences with their sign (plan against actuals), through format.ts's cached formatters. A module of its
// own so the home page's first load does not carry them (its budget: docs/product.md#performance-budgets).

/** A difference in dollars with its sign, `+$312.00` / `-$312.00` (plan against actuals); 0 has none. */
export function formatSignedMoney(dollars: number, language: Language = 'en'): string {
  if (!Number.isFinite(dollars)) return NOT_AVAILABLE;
  const parts = numberFormat(language, 'usd-signed', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).formatToParts(dollars);
  return parts.map((part) => (part.type === 'currency' ? '$' : part.value)).join('').trim();
}

/** A difference in orders or leads with its sign, 0 decimals: `+12`, `-3`. */
export function formatSignedCount(value: number, language: Language = 'en'): string {
  if (!Number.isFinite(value)) return NOT_AVAILABLE;
  return numberFormat(language, 'count-signed', { maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(value);
}

/** A difference of percents (0–100 scale) with its sign and the percent decimals: `-12%`, `+2.5%`. */
export function formatSignedPercent(percent: number, language: Language = 'en'): string {
  if (!Number.isFinite(percent)) return NOT_AVAILABLE;
  return numberFormat(language, 'pct-signed', { style: 'percent', maximumFractionDigits: PERCENT_DECIMALS, signDisplay: 'exceptZero' }).format(percent / 100);
}
