import type { TFunction } from 'i18next';
import type { ImportError } from '@domain/ledger/api-schemas';

/** A field's name in the page's language ("Order date"), or the text itself when it is not a field Ribh knows. */
export function fieldName(field: string | null | undefined, t: TFunction): string {
  if (!field) return '';
  const key = `ledger.import.fields.${field}`;
  return t(key as 'ledger.import.fields.orderId', { defaultValue: field });
}

/** An import error in the page's language, filled from its parameters (the field named, not its key). */
export function importErrorText(error: ImportError, t: TFunction): string {
  const params = { ...error.params, ...(typeof error.params.field === 'string' ? { field: fieldName(error.params.field, t) } : {}) };
  // The parameters differ by code; the catalogue's strings name the ones each code's text uses.
  const translate = t as unknown as (key: string, options: object) => string;
  return translate(`ledger.import.errors.${error.code}`, params);
}
