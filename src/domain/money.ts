import { formatMoney, formatNumber, NOT_AVAILABLE, numberFormat, type Language } from './format';

// Real money (orders, ad spend, payouts) is exact: an integer count of the currency's minor units with its
// ISO 4217 code beside it. Arithmetic stays in integers; a conversion or a share rounds once, half away from
// zero, at the end. The simulator's what-if figures stay plain numbers of dollars, converted and formatted
// here when a screen shows them in a country's currency (docs/decisions/0049-real-money-exact-what-ifs-numbers.md).

/** An exact amount: `minor` is a safe integer of the currency's minor units (29.90 MAD is { minor: 2990, currency: 'MAD' }). */
export interface Money {
  readonly minor: number;
  readonly currency: string;
}

/** The largest amount a stored or answered figure may hold, in minor units (10^15: far above any seller, far below 2^53). */
export const MONEY_MINOR_LIMIT = 1e15;

const exponents = new Map<string, number>();
let knownCurrencies: Set<string> | undefined;

/** True for a three-letter ISO 4217 code that Intl knows ("MAD", "SAR"), never for a label like "Dirham (MAD)". */
export function isCurrencyCode(code: unknown): code is string {
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) return false;
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
}

/** Decimal places of a currency's minor unit, as Intl knows them: USD 2, JPY 0, KWD 3. */
export function currencyExponent(code: string): number {
  let exponent = exponents.get(code);
  if (exponent === undefined) {
    exponent = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits as number;
    exponents.set(code, exponent);
  }
  return exponent;
}

/** True when `minor` is an integer within the money range. */
export function isMinorInRange(minor: number): boolean {
  return Number.isSafeInteger(minor) && Math.abs(minor) <= MONEY_MINOR_LIMIT;
}

/** Builds an amount; throws RangeError when `minor` is not an integer in range or the code is unknown. */
export function money(minor: number, currency: string): Money {
  if (!isCurrencyCode(currency)) throw new RangeError(`Unknown currency code: ${currency}`);
  if (!isMinorInRange(minor)) throw new RangeError(`Amount out of range: ${minor}`);
  return { minor: minor === 0 ? 0 : minor, currency };
}

/** The zero amount of a currency. */
export function zeroMoney(currency: string): Money {
  return money(0, currency);
}

/**
 * Reads a plain decimal written with a dot ("1234.5", "-0.07", "12") into minor units without passing through a
 * binary fraction. More decimals than the currency has are rounded half away from zero. Null when the text is
 * not such a decimal or the amount leaves the money range. Locale-aware reading of typed text is number-input.ts's job.
 */
export function parseDecimalMoney(text: string, currency: string): Money | null {
  const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match || !isCurrencyCode(currency)) return null;
  const [, sign, whole, fraction = ''] = match;
  const exponent = currencyExponent(currency);
  const kept = (fraction + '0'.repeat(exponent)).slice(0, exponent);
  const roundUp = fraction.length > exponent && Number(fraction[exponent]) >= 5;
  const digits = (whole + kept).replace(/^0+(?=\d)/, '');
  if (digits.length > 16) return null;
  let minor = Number(digits) + (roundUp ? 1 : 0);
  if (sign === '-') minor = -minor;
  return isMinorInRange(minor) ? money(minor, currency) : null;
}

/** An amount of major units held as a number (a typed input, a rate's result) rounded once to minor units. */
export function moneyFromMajor(amount: number, currency: string): Money | null {
  if (!Number.isFinite(amount)) return null;
  // 15 significant digits drop the binary tail (1.005 → "1.00500000000000") before the decimal is rounded.
  if (Math.abs(amount) < 1e-9) return money(0, currency);
  const text = amount.toPrecision(15);
  return text.includes('e') ? null : parseDecimalMoney(text, currency);
}

/** The amount in major units as a number, for display and for the simulator's what-if figures. */
export function toMajor(amount: Money): number {
  return amount.minor / 10 ** currencyExponent(amount.currency);
}

/** The amount as a plain decimal string with the currency's exact number of decimals ("29.90", "-5", "1.250"). */
export function toDecimalString(amount: Money): string {
  const exponent = currencyExponent(amount.currency);
  const digits = Math.abs(amount.minor).toString().padStart(exponent + 1, '0');
  const sign = amount.minor < 0 ? '-' : '';
  if (exponent === 0) return sign + digits;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new RangeError(`Cannot combine ${a.currency} with ${b.currency}`);
}

/** a + b in one currency; RangeError on mixed currencies or a sum out of range. */
export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.minor + b.minor, a.currency);
}

/** a − b in one currency. */
export function subtractMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.minor - b.minor, a.currency);
}

/** The sum of amounts in one currency (zero of `currency` for an empty list). */
export function sumMoney(amounts: readonly Money[], currency: string): Money {
  let minor = 0;
  for (const amount of amounts) {
    if (amount.currency !== currency) throw new RangeError(`Cannot add ${amount.currency} to ${currency}`);
    minor += amount.minor;
  }
  return money(minor, currency);
}

/** Adds amounts of one currency; null when any of them is unknown (an amount no rate could convert). */
export function sumKnownMoney(amounts: readonly (Money | null)[], currency: string): Money | null {
  if (amounts.some((amount) => amount === null)) return null;
  return sumMoney(amounts as readonly Money[], currency);
}

function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** The amount times a factor (a count, a share, a percent / 100), rounded once to minor units. */
export function multiplyMoney(amount: Money, factor: number): Money {
  return money(roundHalfAwayFromZero(amount.minor * factor), amount.currency);
}

/**
 * Converts between currencies through their rates per US dollar (local units per dollar, as countries keep them):
 * amount / fromPerUsd × toPerUsd, with the exponents of both currencies, rounded once.
 */
export function convertMoney(amount: Money, to: string, fromPerUsd: number, toPerUsd: number): Money {
  if (amount.currency === to) return amount;
  if (!(fromPerUsd > 0) || !(toPerUsd > 0)) throw new RangeError('A currency rate must be positive');
  const major = (amount.minor / 10 ** currencyExponent(amount.currency)) * (toPerUsd / fromPerUsd);
  return money(roundHalfAwayFromZero(major * 10 ** currencyExponent(to)), to);
}

/** True when `rate` can convert: a finite number of local units per dollar above 0. */
export function isUsableRate(rate: number | null | undefined): rate is number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0;
}

/** A country's currency as the screens and exports convert to it: its ISO 4217 code and its units per dollar. */
export interface LocalCurrency {
  readonly code: string;
  readonly perUsd: number;
}

/** The local currency of a code and a rate; null when either is unusable (then figures stay in dollars only). */
export function localCurrency(code: string | null | undefined, perUsd: number | null | undefined): LocalCurrency | null {
  return isCurrencyCode(code) && isUsableRate(perUsd) ? { code, perUsd } : null;
}

/**
 * A figure of dollars (a what-if of the model) in the local currency, rounded once to its minor units.
 * Null when the result leaves the money range or the figure is not finite.
 */
export function dollarsIn(dollars: number, local: LocalCurrency): Money | null {
  return moneyFromMajor(dollars * local.perUsd, local.code);
}

/** An amount typed in the local currency, in dollars (rounded once to cents); null out of range. */
export function localInDollars(amount: number, local: LocalCurrency): Money | null {
  return moneyFromMajor(amount / local.perUsd, 'USD');
}

/**
 * An amount in a language with its currency's own decimals ("MAD 1,234.50", "1 234,500 TND", "¥1,235"); dollars
 * keep the "$" every screen shows. Through the cached formatters of format.ts.
 */
export function formatAmount(amount: Money, language: Language = 'en'): string {
  const major = toMajor(amount);
  if (amount.currency === 'USD') return formatMoney(major, language);
  const digits = currencyExponent(amount.currency);
  return numberFormat(language, `money-${amount.currency}`, {
    style: 'currency',
    currency: amount.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(major);
}

/** A what-if figure of dollars as an answer gives it: rounded once to the cent (not finite or out of range: as is). */
export function toCents(dollars: number): number {
  const cents = Number.isFinite(dollars) ? moneyFromMajor(dollars, 'USD') : null;
  return cents ? toMajor(cents) : dollars;
}

/**
 * A computed count, share or ratio without the binary tail of its arithmetic (33.300000000000004 is 33.3):
 * 12 significant digits, far more than any screen or export shows.
 */
export function withoutBinaryTail(value: number): number {
  return Number.isFinite(value) ? Number(value.toPrecision(12)) : value;
}

/** A figure of dollars written in the local currency ("MAD 55.00"), rounded once; "—" when it cannot be held. */
export function formatDollarsIn(dollars: number, local: LocalCurrency, language: Language = 'en'): string {
  const amount = dollarsIn(dollars, local);
  return amount ? formatAmount(amount, language) : NOT_AVAILABLE;
}

/**
 * An amount typed in a country's currency, as entered: with its code when the country has one ("MAD 12.00"),
 * else the figure and the label the seller typed ("12 Dinar").
 */
export function formatTypedAmount(amount: number, code: string | null | undefined, label: string, language: Language = 'en'): string {
  if (!isCurrencyCode(code)) return Number.isFinite(amount) ? `${formatNumber(amount, language, 2)} ${label}` : NOT_AVAILABLE;
  const typed = moneyFromMajor(amount, code);
  return typed ? formatAmount(typed, language) : NOT_AVAILABLE;
}

/** An amount typed in the local currency written in dollars, the figure the model uses ("$5.50"); "—" out of range. */
export function formatLocalInDollars(amount: number, local: LocalCurrency, language: Language = 'en'): string {
  const dollars = localInDollars(amount, local);
  return dollars ? formatAmount(dollars, language) : NOT_AVAILABLE;
}
