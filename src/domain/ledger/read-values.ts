import { currencyExponent, isCurrencyCode, parseDecimalMoney, type Money } from '../money';
import { toLatinDigits } from '../number-input';
import { zonedTimeToInstant } from './zoned-days';

// How the cells of sellers' files are read: amounts written "1 234,50", "1,234.50" or "299 MAD", Arabic-Indic
// digits, dates as ISO, "2026-03-01 10:15:32 +0100" (Shopify) or day first "01/03/2026 10:15" (French and
// Arabic spreadsheets). A cell that cannot be read is null, and the import names it; nothing is guessed.

const PLAIN_AMOUNT = /^\d{1,16}(?:\.\d{1,2})?$/;

/** An amount of `currency` from a cell, or null. Separators: the last of "," and "." before 1–2 (or the currency's) digits is the decimal one. */
export function readAmount(text: string, currency: string): Money | null {
  // Plain digits with at most two decimals after a point ("199.00"), as most files write them, read as they are.
  if (PLAIN_AMOUNT.test(text)) return parseDecimalMoney(text, currency);
  let cleaned = toLatinDigits(text)
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/^[^\d+-]+|[^\d]+$/g, '');
  if (!/^[+-]?\d[\d.,]*$/.test(cleaned)) return null;
  const lastComma = cleaned.lastIndexOf(',');
  const lastDot = cleaned.lastIndexOf('.');
  const decimalAt = Math.max(lastComma, lastDot);
  if (decimalAt >= 0) {
    const separator = cleaned[decimalAt]!;
    const decimals = cleaned.length - decimalAt - 1;
    const single = cleaned.indexOf(separator) === decimalAt;
    // "1,234" and "1.234.567" group thousands; "12,5" and "1,234.50" have a decimal part, as has "12.345" in a
    // currency of three decimals (KWD).
    const threeDecimals = isCurrencyCode(currency) && currencyExponent(currency) === 3;
    const isDecimal = single && (decimals !== 3 || threeDecimals || (lastComma >= 0 && lastDot >= 0));
    const whole = (isDecimal ? cleaned.slice(0, decimalAt) : cleaned).replace(/[.,]/g, '');
    cleaned = isDecimal ? `${whole}.${cleaned.slice(decimalAt + 1)}` : whole;
  }
  return parseDecimalMoney(cleaned, currency);
}

/** A whole count of units from a cell ("2", "٢", "2.0"), or null when it is not a positive integer below a million. */
export function readQuantity(text: string): number | null {
  const cleaned = toLatinDigits(text).trim().replace(/[.,]0+$/, '');
  if (!/^\d{1,6}$/.test(cleaned)) return null;
  const quantity = Number(cleaned);
  return quantity > 0 ? quantity : null;
}

/** An ISO 4217 code from a cell ("mad", " MAD "), or null. */
export function readCurrency(text: string): string | null {
  const code = text.trim().toUpperCase();
  return isCurrencyCode(code) ? code : null;
}

/** A two-letter country code from a cell ("ma", "MA"), or null. */
export function readCountryCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** The earliest and latest years a cell may name: anything else is a typing slip (and keeps date arithmetic in range). */
const YEAR_MIN = 2000;
const YEAR_MAX = 2100;

function validWall(year: number, month: number, day: number, hour: number, minute: number, second: number): boolean {
  if (year < YEAR_MIN || year > YEAR_MAX || hour > 23 || minute > 59 || second > 59) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The instant a cell names, in milliseconds: with its own offset when it has one, else as a wall-clock time in
 * `timeZone` (a date alone is its midnight). Null when the cell is not a date we read or names a day that does not exist.
 */
export function readInstant(text: string, timeZone: string): number | null {
  const cell = toLatinDigits(text).trim();
  let year: number, month: number, day: number, hour: number, minute: number, second: number;
  let offset: string | undefined;
  const iso = ISO_DATE_TIME.exec(cell);
  const dayFirst = iso ? null : DAY_FIRST.exec(cell);
  const part = (match: RegExpExecArray, index: number) => Number(match[index] ?? 0);
  if (iso) {
    [year, month, day, hour, minute, second] = [part(iso, 1), part(iso, 2), part(iso, 3), part(iso, 4), part(iso, 5), part(iso, 6)];
    offset = iso[7];
  } else if (dayFirst) {
    [day, month, year, hour, minute, second] = [part(dayFirst, 1), part(dayFirst, 2), part(dayFirst, 3), part(dayFirst, 4), part(dayFirst, 5), part(dayFirst, 6)];
  } else return null;
  if (!validWall(year, month, day, hour, minute, second)) return null;
  if (!offset) return zonedTimeToInstant({ year, month, day, hour, minute, second }, timeZone);
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (offset.toUpperCase() === 'Z') return utc;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return utc - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}

/** A calendar day (YYYY-MM-DD) a cell names, or null; a date with a time keeps its date as written. */
export function readDay(text: string): string | null {
  const instant = readInstant(text.trim().replace(/[T ].*$/, ''), 'UTC');
  return instant === null ? null : new Date(instant).toISOString().slice(0, 10);
}
