/**
 * How Ribh reads a number a seller types (decision 0013). Sellers from the Gulf write `1,000.5`, sellers
 * from the Maghreb and Egypt write `2,5` and `1 000,5` or `1.000,5`, on Latin or Arabic keyboards. One rule
 * for every numeric field:
 *
 * 1. Arabic-Indic and Persian digits become Latin; `٫` is a decimal point, `٬` a group separator, the Arabic
 *    comma `،` reads as the Latin comma (so `2،5` is 2.5 like `٢٫٥`, and `1،000` is 1000 like `1,000`);
 *    spaces inside the number (plain, no-break, narrow, thin) and `'` are group separators; `−` is a minus.
 * 2. With both `.` and `,`, the one that comes last is the decimal separator and the other groups thousands
 *    (`1,000.5` and `1.000,5` are both 1000.5).
 * 3. With one kind only: a single separator followed by exactly three digits after a leading group of
 *    1–3 digits that is not 0 groups thousands (`1,000` and `1.000` are 1000), and so does a separator
 *    repeated between groups of three (`1,000,000`); any other single separator is the decimal separator
 *    (`2,5`, `0,500`, `12.75`).
 * 4. Anything else (letters, two decimal separators, groups of the wrong size, an exponent) is not a number.
 *
 * The screen always shows what was understood next to the field, so `1,000` read as a thousand is visible.
 */
export type ReadNumber = { ok: true; value: number } | { ok: false; reason: 'empty' | 'invalid' };

const GROUP_SPACES = /[\s\u00A0\u202F\u2009']/g;
const DIGITS = /^\d+$/;

function isGrouped(parts: string[]): boolean {
  const [head, ...rest] = parts;
  return (
    head !== undefined && /^[1-9]\d{0,2}$/.test(head) && rest.length > 0 && rest.every((group) => /^\d{3}$/.test(group))
  );
}

/** The unsigned number in `text` (digits with at most the separators of the rule), or undefined. */
function readUnsigned(text: string): number | undefined {
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let integer = text;
  let fraction = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const at = text.lastIndexOf(decimal);
    integer = text.slice(0, at);
    fraction = text.slice(at + 1);
    if (!isGrouped(integer.split(group)) && !DIGITS.test(integer)) return undefined;
    integer = integer.split(group).join('');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? '.' : ',';
    const parts = text.split(separator);
    if (isGrouped(parts)) {
      integer = parts.join('');
    } else if (parts.length === 2) {
      [integer, fraction] = parts as [string, string];
    } else {
      return undefined;
    }
  }
  if (integer === '' && fraction === '') return undefined;
  if ((integer !== '' && !DIGITS.test(integer)) || (fraction !== '' && !DIGITS.test(fraction))) return undefined;
  return Number(`${integer || '0'}.${fraction || '0'}`);
}

/** Reads a typed number by the rule above; never throws. */
export function readNumber(typed: string): ReadNumber {
  const text = toLatinDigits(typed).replace(/\u2212/g, '-').replace(GROUP_SPACES, '');
  if (text === '') return { ok: false, reason: 'empty' };
  const sign = text.startsWith('-') ? -1 : 1;
  const unsigned = readUnsigned(text.replace(/^[+-]/, ''));
  if (unsigned === undefined || !Number.isFinite(unsigned)) return { ok: false, reason: 'invalid' };
  return { ok: true, value: unsigned === 0 ? 0 : sign * unsigned };
}

/**
 * Arabic-Indic (٠–٩) and Persian (۰–۹) digits and the Arabic decimal/thousands separators as ASCII,
 * so numbers typed on an Arabic keyboard parse like Latin ones.
 */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9\u066B\u066C\u060C]/g, (ch) => {
    const code = ch.charCodeAt(0);
    // The Arabic comma (،) is what an Arabic keyboard gives for the comma key: read like the Latin comma.
    if (code === 0x060c) return ',';
    if (code === 0x066b) return '.';
    if (code === 0x066c) return ',';
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}
