import { useTranslation } from '../../../i18n/use-translation';
import {
  REQUIRED_AD_SPEND_FIELDS,
  REQUIRED_ORDER_FIELDS,
  IMPORT_FIELDS_OF_KIND,
  type ImportKind,
  type ImportMapping,
} from '@domain/ledger/api-schemas';
import { ColumnMapping } from '../../../components/file-import/column-mapping';
import { fieldName } from './error-text';

const REQUIRED: Record<ImportKind, readonly string[]> = { orders: REQUIRED_ORDER_FIELDS, adSpend: REQUIRED_AD_SPEND_FIELDS };

export const isRequiredField = (kind: ImportKind, field: string) => REQUIRED[kind].includes(field);

/** Every required field has a column. */
export function mappingComplete(kind: ImportKind, mapping: ImportMapping): boolean {
  return REQUIRED[kind].every((field) => !!mapping[field]);
}

/** For each field the kind of file can fill, the file's column that fills it (or none); one line says what is missing. */
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
  return (
    <ColumnMapping
      legend={t('ledger.import.mapping')}
      help={t('ledger.import.mappingHelp')}
      fields={IMPORT_FIELDS_OF_KIND[kind]}
      headers={headers}
      mapping={mapping}
      onChange={onChange}
      labelOf={(field) => (isRequiredField(kind, field) ? t('ledger.import.requiredMark', { field: fieldName(field, t) }) : fieldName(field, t))}
      notInFile={t('ledger.import.noColumn')}
      errorOf={(field) => (showMissing && isRequiredField(kind, field) && !mapping[field]) || null}
      footer={
        showMissing &&
        !mappingComplete(kind, mapping) && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('ledger.import.missingRequired')}
          </p>
        )
      }
    />
  );
}
