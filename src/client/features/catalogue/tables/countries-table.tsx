import type { Country } from '@domain/entities';
import { formatNumber, formatPercent } from '@domain/format';
import { useTranslation } from '../../../i18n/use-translation';
import { shownCountryName } from '@domain/sample-names';
import { useLanguage } from '../../../i18n/use-language';
import type { CatalogueColumn, CatalogueRowsProps } from './catalogue-table';
import { Flag } from '../flag';
import { NamedRowsTable } from './named-rows-table';

export type CountriesTableProps = CatalogueRowsProps<Country>;

/** Countries table: NAME, CODE (dash if missing), CURRENCY, CURRENCY CHANGE (1 if falsy), TAX RATE (decision 0028), then STATUS and ACTIONS. */
export function CountriesTable(props: CountriesTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: CatalogueColumn<Country>[] = [
    {
      id: 'name',
      header: t('manage.countries.columns.name'),
      cellClassName: 'font-medium',
      inCardTitle: true,
      cell: (row) => <FlagAndName row={row} />,
    },
    { id: 'code', header: t('manage.countries.columns.code'), cell: (row) => row.code || '-' },
    { id: 'currency', header: t('manage.countries.columns.currency'), cell: (row) => <CurrencyCell row={row} /> },
    {
      id: 'currencyChange',
      header: t('manage.countries.columns.currencyChange'),
      cell: (row) => formatNumber(row.currencyChange || 1, language, 4),
    },
    { id: 'taxRate', header: t('manage.countries.columns.taxRate'), cell: (row) => formatPercent(row.taxRate, language) },
  ];
  return <NamedRowsTable {...props} group="countries" columns={columns} cardTitle={(row) => <FlagAndName row={row} />} />;
}

/** A default (sample) country named in the reader's language, its note translated; a seller's own as typed. */
function FlagAndName({ row }: { row: Country }) {
  const language = useLanguage();
  return (
    <span className="inline-flex items-center gap-2">
      <Flag code={row.code} />
      {row.isDefault ? shownCountryName(row.code, row.name, language) : row.name}
    </span>
  );
}

/** The label as typed with its ISO code, or a prompt to choose the currency when the label names none. */
function CurrencyCell({ row }: { row: Country }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      {row.currency}
      {row.currencyCode ? (
        !row.currency.includes(row.currencyCode) && <span className="text-xs text-slate-600">{row.currencyCode}</span>
      ) : (
        <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900" data-testid="country-currency-missing">
          {t('currencies.choose')}
        </span>
      )}
    </span>
  );
}
