// Every number and date shown to a user goes through these cached Intl formatters (never concatenation).

export const LANGUAGES = ['en', 'ar', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Right-to-left languages: the page, the PDF and the radix components mirror for these. */
export function isRightToLeft(language: Language): boolean {
  return language === 'ar';
}

/**
 * Arabic figures use Latin digits so they match the sellers' ad dashboards and invoices (docs/decisions).
 * French uses fr-FR: decimal comma and spaces between thousands (`1 234,50 $`), read back by number-input.ts;
 * ICU's fr-MA groups with dots, which a seller could take for a decimal point (decision 0018).
 */
const LOCALES: Record<Language, string> = { en: 'en-US', ar: 'ar-u-nu-latn', fr: 'fr-FR' };

export function intlLocale(language: Language): string {
  return LOCALES[language];
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The cached formatter of `key` (kept once per language); format-signed.ts builds on it. */
export function numberFormat(language: Language, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `n|${language}|${key}`;
  let format = cache.get(id) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), options);
    cache.set(id, format);
  }
  return format;
}

function dateFormat(language: Language, key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `d|${language}|${key}`;
  let format = cache.get(id) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), options);
    cache.set(id, format);
  }
  return format;
}

/** Placeholder for a figure that cannot be computed (never Infinity or NaN on screen). */
export const NOT_AVAILABLE = '—';

/** Dollars with 2 decimals and a dollar sign: `$1,234.50` (Arabic ICU would write "US$"; docs/product.md#defaults-and-limits). */
export function formatMoney(dollars: number, language: Language = 'en'): string {
  if (!Number.isFinite(dollars)) return NOT_AVAILABLE;
  const parts = numberFormat(language, 'usd', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).formatToParts(dollars);
  return parts.map((part) => (part.type === 'currency' ? '$' : part.value)).join('').trim();
}

/** An amount in a given ISO currency (local currency next to dollars). */
export function formatCurrency(amount: number, currencyCode: string, language: Language = 'en'): string {
  if (!Number.isFinite(amount)) return NOT_AVAILABLE;
  try {
    return numberFormat(language, `cur-${currencyCode}`, {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${formatNumber(amount, language, 2)} ${currencyCode}`;
  }
}

/** Order counts: 0 decimals. */
export function formatCount(value: number, language: Language = 'en'): string {
  if (!Number.isFinite(value)) return NOT_AVAILABLE;
  return numberFormat(language, 'count', { maximumFractionDigits: 0 }).format(value);
}

/** A plain number with up to `digits` decimals. */
export function formatNumber(value: number, language: Language = 'en', digits = 2): string {
  if (!Number.isFinite(value)) return NOT_AVAILABLE;
  return numberFormat(language, `num${digits}`, { maximumFractionDigits: digits }).format(value);
}

/** Decimals of every percent on screen and in exports (decision 0014): `14.2%`, `412.1%`, `60%`. */
export const PERCENT_DECIMALS = 1;

/** A percent given as 0–100 (not 0–1), with at most one decimal, everywhere (ROI, rates, break-evens, history). */
export function formatPercent(percent: number, language: Language = 'en'): string {
  if (!Number.isFinite(percent)) return NOT_AVAILABLE;
  return numberFormat(language, 'pct', { style: 'percent', maximumFractionDigits: PERCENT_DECIMALS }).format(percent / 100);
}

/** Date and time, e.g. "Nov 22, 2026, 3:04 PM". */
export function formatDateTime(date: Date | string, language: Language = 'en'): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return NOT_AVAILABLE;
  return dateFormat(language, 'datetime', { dateStyle: 'medium', timeStyle: 'short' }).format(value);
}

/**
 * A calendar day (YYYY-MM-DD) as the reader writes it ("Nov 26, 2026", or "Nov 26" `short`), read as the day itself,
 * in no zone, so it is the same day wherever the reader is.
 */
export function formatDay(day: string, language: Language = 'en', length: 'full' | 'short' = 'full'): string {
  const value = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return NOT_AVAILABLE;
  const year = length === 'full' ? { year: 'numeric' as const } : {};
  return dateFormat(language, `day-${length}`, { timeZone: 'UTC', ...year, month: 'short', day: 'numeric' }).format(value);
}

/** Admin tables show "MMM dd, yyyy" ("Nov 02, 2026"), the same pattern localised in Arabic. */
export function formatShortDate(date: Date | string | null | undefined, language: Language = 'en'): string | null {
  if (!date) return null;
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return null;
  return dateFormat(language, 'short', { month: 'short', day: '2-digit', year: 'numeric' }).format(value);
}

