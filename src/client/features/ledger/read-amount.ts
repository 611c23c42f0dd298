import { moneyFromMajor, type Money } from '@domain/money';
import { MONEY_FIELD, readField } from '@domain/number-field';

/** A typed amount (any of the page's number spellings) as exact money, or null when it is not an amount of at least 0. */
export function readAmount(typed: string, currency: string): Money | null {
  const reading = readField(typed, MONEY_FIELD);
  return reading.ok ? moneyFromMajor(reading.value, currency) : null;
}
