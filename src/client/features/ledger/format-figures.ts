import { formatCount, formatDay, formatNumber, formatPercent, NOT_AVAILABLE, numberFormat, type Language } from '@domain/format';
import { formatAmount as formatMoneyAmount, type Money } from '@domain/money';

// The ledger's figures as text. The server computes every figure; a screen only formats what it was given.

/** An exact amount with its currency's own number of decimals, as every screen writes money; "—" for none. */
export function formatAmount(amount: Money | null, language: Language): string {
  return amount ? formatMoneyAmount(amount, language) : NOT_AVAILABLE;
}

/** A rate given as a fraction 0–1 ("62.5%"), "—" when there is none (no order to divide by). */
export function formatRate(fraction: number | null, language: Language): string {
  return fraction === null ? NOT_AVAILABLE : formatPercent(fraction * 100, language);
}

/** Return on ad spend as a plain multiple with two decimals ("3.25"), "—" without ad spend. */
export function formatMultiple(value: number | null, language: Language): string {
  return value === null ? NOT_AVAILABLE : formatNumber(value, language, 2);
}

export { formatCount, formatDay };

/** A chart axis's tick in major units, whole and short ("1.2K MAD"): ticks are guides, the table holds the exact figures. */
export function formatAxisAmount(major: number, currency: string, language: Language): string {
  return numberFormat(language, `axis-${currency}`, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }).format(
    major,
  );
}
