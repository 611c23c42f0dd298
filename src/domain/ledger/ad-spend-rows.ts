import { isMinorInRange } from '../money';
import { SKU_MAX, TAG_MAX, type AdPlatform, type AdSpendImportField, type ImportMapping, type ImportSource } from './api-schemas';
import { ImportErrorList } from './import-errors';
import { currencyInHeader } from './import-presets';
import { readAmount, readCountryCode, readCurrency, readDay } from './read-values';
import { normaliseWord } from './status-words';

// Rows of an ad-spend file become one amount per day, platform, campaign, product and country: an ads manager
// writes a row per ad set or ad, so rows with the same key add up.

export interface ImportedAdSpend {
  day: string;
  platform: AdPlatform;
  campaign: string | null;
  sku: string | null;
  countryCode: string | null;
  currency: string;
  amountMinor: number;
}

const PLATFORM_WORDS: Record<string, AdPlatform> = {
  meta: 'meta',
  facebook: 'meta',
  instagram: 'meta',
  fb: 'meta',
  tiktok: 'tiktok',
  google: 'google',
  'google ads': 'google',
  youtube: 'google',
  snapchat: 'snapchat',
  snap: 'snapchat',
  other: 'other',
  autre: 'other',
};

export interface AdSpendFileContext {
  mapping: ImportMapping;
  headers: readonly string[];
  source: ImportSource;
  currency: string;
}

/** The key rows of one day, platform, campaign, product and country share. */
export function adSpendKey(row: Omit<ImportedAdSpend, 'amountMinor' | 'currency'>): string {
  return JSON.stringify([row.day, row.platform, row.campaign, row.sku, row.countryCode]);
}

export class AdSpendRowReader {
  private readonly columns: Partial<Record<AdSpendImportField, number>> = {};
  private readonly rows = new Map<string, ImportedAdSpend>();
  private readonly currency: string;
  readonly errors = new ImportErrorList();

  constructor(private readonly context: AdSpendFileContext) {
    for (const [field, header] of Object.entries(context.mapping)) {
      const index = header === null ? -1 : context.headers.indexOf(header);
      if (index >= 0) this.columns[field as AdSpendImportField] = index;
    }
    for (const field of ['date', 'amount'] as const) {
      if (this.columns[field] === undefined) this.errors.add({ row: 0, column: field, code: 'missingColumn', params: { field } });
    }
    // Meta writes the account's currency in the amount's header: "Amount spent (MAD)".
    this.currency = currencyInHeader(context.mapping.amount ?? null) ?? context.currency;
  }

  private cell(row: readonly string[], field: AdSpendImportField): string {
    const index = this.columns[field];
    return index === undefined ? '' : (row[index] ?? '').trim();
  }

  private platformOf(row: readonly string[], rowNumber: number): AdPlatform | null {
    const text = this.cell(row, 'platform');
    if (!text) return this.context.source === 'meta' || this.context.source === 'tiktok' ? this.context.source : 'other';
    const platform = PLATFORM_WORDS[normaliseWord(text)];
    if (!platform) this.errors.add({ row: rowNumber, column: 'platform', code: 'unknownPlatform', params: { value: text } });
    return platform ?? null;
  }

  private optional(row: readonly string[], rowNumber: number, field: 'campaign' | 'sku', max: number): string | null {
    const text = this.cell(row, field);
    if (text.length > max) this.errors.add({ row: rowNumber, column: field, code: 'tooLong', params: { max } });
    return text || null;
  }

  add(row: readonly string[], rowNumber: number): void {
    if (this.errors.refusesFile() || row.every((cell) => !cell.trim())) return;
    const dayText = this.cell(row, 'date');
    const day = dayText ? readDay(dayText) : null;
    if (!dayText) this.errors.add({ row: rowNumber, column: 'date', code: 'required', params: {} });
    else if (!day) this.errors.add({ row: rowNumber, column: 'date', code: 'invalidDate', params: { value: dayText } });
    const currencyText = this.cell(row, 'currency');
    const currency = currencyText ? readCurrency(currencyText) : this.currency;
    if (!currency) this.errors.add({ row: rowNumber, column: 'currency', code: 'invalidCurrency', params: { value: currencyText } });
    const amountText = this.cell(row, 'amount');
    const amount = amountText && currency ? readAmount(amountText, currency) : null;
    if (!amountText) this.errors.add({ row: rowNumber, column: 'amount', code: 'required', params: {} });
    else if (currency && (!amount || amount.minor < 0)) this.errors.add({ row: rowNumber, column: 'amount', code: 'invalidAmount', params: { value: amountText } });
    const countryText = this.cell(row, 'countryCode');
    const countryCode = countryText ? readCountryCode(countryText) : null;
    if (countryText && !countryCode) this.errors.add({ row: rowNumber, column: 'countryCode', code: 'invalidCountry', params: { value: countryText } });
    const platform = this.platformOf(row, rowNumber);
    const campaign = this.optional(row, rowNumber, 'campaign', TAG_MAX);
    const sku = this.optional(row, rowNumber, 'sku', SKU_MAX);
    if (!day || !amount || !platform || !currency) return;
    const key = adSpendKey({ day, platform, campaign, sku, countryCode });
    const existing = this.rows.get(key);
    if (!existing) this.rows.set(key, { day, platform, campaign, sku, countryCode, currency, amountMinor: amount.minor });
    else if (existing.currency !== currency) this.errors.add({ row: rowNumber, column: 'currency', code: 'conflictingRows', params: { otherRow: 0 } });
    else {
      existing.amountMinor += amount.minor;
      if (!isMinorInRange(existing.amountMinor)) this.errors.add({ row: rowNumber, column: 'amount', code: 'invalidAmount', params: { value: amountText } });
    }
  }

  finish(): ImportedAdSpend[] | null {
    if (this.errors.count === 0 && this.rows.size === 0) this.errors.add({ row: 0, column: null, code: 'emptyFile', params: {} });
    return this.errors.count > 0 ? null : [...this.rows.values()];
  }
}
