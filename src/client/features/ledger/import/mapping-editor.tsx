import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  REQUIRED_AD_SPEND_FIELDS,
  REQUIRED_ORDER_FIELDS,
  IMPORT_FIELDS_OF_KIND,
  type ImportKind,
  type ImportMapping,
} from '@domain/ledger/api-schemas';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { fieldName } from './error-text';

const NONE = '';
const REQUIRED: Record<ImportKind, readonly string[]> = { orders: REQUIRED_ORDER_FIELDS, adSpend: REQUIRED_AD_SPEND_FIELDS };

export const isRequiredField = (kind: ImportKind, field: string) => REQUIRED[kind].includes(field);

/** Every required field has a column. */
export function mappingComplete(kind: ImportKind, mapping: ImportMapping): boolean {
  return REQUIRED[kind].every((field) => !!mapping[field]);
}

/** For each field the kind of file can fill, the file's column that fills it (or none), as a list of selects. */
export function MappingEditor({
  kind,
  headers,
  mapping,
  onChange,
  showMissing,
}: {
  kind: ImportKind;
  headers: string[];
  mapping: ImportMapping;
  onChange(mapping: ImportMapping): void;
  showMissing: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="text-base font-semibold text-slate-900">{t('ledger.import.mapping')}</legend>
      <p className="text-sm text-slate-700">{t('ledger.import.mappingHelp')}</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {IMPORT_FIELDS_OF_KIND[kind].map((field) => {
          const required = isRequiredField(kind, field);
          const missing = showMissing && required && !mapping[field];
          return (
            <div key={field} className="grid gap-1">
              <Label htmlFor={`${id}-${field}`}>
                {required ? t('ledger.import.requiredMark', { field: fieldName(field, t) }) : fieldName(field, t)}
              </Label>
              <NativeSelect
                id={`${id}-${field}`}
                value={mapping[field] ?? NONE}
                aria-invalid={missing || undefined}
                aria-describedby={missing ? `${id}-missing` : undefined}
                onChange={(event) => onChange({ ...mapping, [field]: event.target.value === NONE ? null : event.target.value })}
              >
                <option value={NONE}>{t('ledger.import.noColumn')}</option>
                {headers.map((header, index) => (
                  <option key={`${index}-${header}`} value={header}>
                    {header}
                  </option>
                ))}
              </NativeSelect>
            </div>
          );
        })}
      </div>
      {showMissing && !mappingComplete(kind, mapping) && (
        <p id={`${id}-missing`} role="alert" className="text-sm font-medium text-red-700">
          {t('ledger.import.missingRequired')}
        </p>
      )}
    </fieldset>
  );
}
