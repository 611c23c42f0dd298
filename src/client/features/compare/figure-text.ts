import { formatCount, formatDateTime, formatMoney, formatNumber, formatPercent, type Language } from '@domain/format';
import { formatTypedAmount, isCurrencyCode } from '@domain/money';
import type { Comparison } from '@domain/plans/compare-schemas';

type Kind = Comparison['sections'][number]['rows'][number]['kind'];

export interface FigureWords {
  days: (n: string) => string;
  rate: (amount: string) => string;
}

/** An amount in a plan's own currency: its code when it has one ("MAD 12.00"), else the label after the figure. */
function localText(amount: number, unit: string, language: Language): string {
  return formatTypedAmount(amount, isCurrencyCode(unit) ? unit : null, unit, language);
}

/** A plan's figure as the screen writes it, through the shared formatters. */
export function figureText(kind: Kind, value: number | string, unit: string, language: Language, words: FigureWords): string {
  if (typeof value === 'string') return kind === 'datetime' ? formatDateTime(value, language) : value;
  if (kind === 'money') return formatMoney(value, language);
  if (kind === 'local-money') return localText(value, unit, language);
  if (kind === 'percent') return formatPercent(value, language);
  if (kind === 'count') return formatCount(value, language);
  if (kind === 'days') return words.days(formatCount(value, language));
  if (kind === 'rate') return words.rate(localText(value, unit, language));
  return String(value);
}

/**
 * A difference from the baseline with its sign ("+$12.50", "+10%" for ten points), in the line's unit. Order
 * counts keep one decimal here: 15 against 12.5 delivered orders (shown 13) differ by 2.5, not by 3.
 */
export function differenceText(kind: Kind, difference: number, unit: string, language: Language, words: FigureWords): string {
  const text = kind === 'count' ? formatNumber(difference, language, 1) : figureText(kind, difference, unit, language, words);
  return difference > 0 ? `+${text}` : text;
}
