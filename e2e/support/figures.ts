import { formatMoney, formatPercent, type Language } from '../../src/domain/format';

// Node and Chromium ship different ICU versions: compare figures without bidi marks and spacing.
export function normalizeFigure(text: string): string {
  return text.replace(/[\u200e\u200f\u061c\u00a0\s]/g, '');
}

export function money(value: number, language: Language): string {
  return normalizeFigure(formatMoney(value, language));
}

export function percent(value: number, language: Language): string {
  return normalizeFigure(formatPercent(value, language));
}
