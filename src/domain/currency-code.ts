/**
 * Dollars converted with a country's currency change rate (local units per dollar).
 * Null when the rate is not a finite number above 0 (unknown rate: show dollars only) or the
 * amount is not finite.
 */
export function toLocalCurrency(dollars: number, currencyChange: number | null | undefined): number | null {
  if (typeof currencyChange !== 'number' || !Number.isFinite(currencyChange) || currencyChange <= 0) return null;
  const local = dollars * currencyChange;
  return Number.isFinite(local) ? local : null;
}

const IN_PARENTHESES = /\(\s*([A-Za-z]{3})\s*\)/;
const BARE_CODE = /^[A-Z]{3}$/;

/**
 * The ISO 4217 code in a currency label: "Saudi Riyal (SAR)" → "SAR", "SAR" → "SAR".
 * Null for free text without a code ("Dinar") or a code the runtime's Intl does not know.
 */
export function parseCurrencyCode(label: string | null | undefined): string | null {
  if (!label) return null;
  const trimmed = label.trim();
  const code = IN_PARENTHESES.exec(trimmed)?.[1]?.toUpperCase() ?? (BARE_CODE.test(trimmed) ? trimmed : null);
  if (!code) return null;
  return isKnownCurrency(code) ? code : null;
}

let known: ReadonlySet<string> | null | undefined;

function isKnownCurrency(code: string): boolean {
  if (known === undefined) {
    const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
    known = supported ? new Set(supported('currency')) : null;
  }
  // Without the list (old runtimes) a well-formed code is accepted; Intl formats unknown codes plainly.
  return known === null || known.has(code);
}
