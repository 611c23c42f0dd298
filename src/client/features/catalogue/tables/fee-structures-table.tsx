import type { Country, FeeStructure, Service } from '@domain/entities';
import type { FeeKey } from '@domain/fees';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney, formatNumber, type Language } from '@domain/format';
import { shownCountryName, shownServiceName } from '@domain/sample-names';
import { useLanguage } from '../../../i18n/use-language';
import { CatalogueTable, type CatalogueColumn, type CatalogueRowsProps } from './catalogue-table';
import { Flag } from '../flag';
import { ServiceIcon } from '../icon-cell';
import { InactiveBadge } from './status-badge';

/** The fee columns in the screen's order (docs/product.md#screens), and whether each is a percent (else dollars). */
export const FEE_COLUMNS: readonly { key: FeeKey; percent: boolean }[] = [
  { key: 'orderFees', percent: false },
  { key: 'confirmedLead', percent: false },
  { key: 'deliveredLead', percent: false },
  { key: 'shippingDelivered', percent: false },
  { key: 'shippingReturned', percent: false },
  { key: 'serviceFees', percent: true },
  { key: 'confirmedRate', percent: true },
  { key: 'deliveredRate', percent: true },
];

export interface FeeStructuresTableProps extends CatalogueRowsProps<FeeStructure> {
  services: readonly Service[] | undefined;
  countries: readonly Country[] | undefined;
}

/**
 * The display name of a fee structure's country ("Unknown" when its id is not in the list): a default (sample)
 * country's in the reader's language, a seller's own as typed.
 */
export function feeCountryName(row: FeeStructure, countries: readonly Country[] | undefined, unknown: string, language: Language): string {
  const country = countries?.find((c) => c.id === row.countryId);
  if (!country) return unknown;
  return country.isDefault ? shownCountryName(country.code, country.name, language) : country.name;
}

/** A fee structure's name in buttons, toasts and confirmations: "Morocco – Express", or the country alone for every service there. */
export function feeStructureLabel(
  row: FeeStructure,
  services: readonly Service[] | undefined,
  countries: readonly Country[] | undefined,
  unknown: string,
  language: Language,
): string {
  const country = feeCountryName(row, countries, unknown, language);
  const service = row.serviceId ? services?.find((s) => s.id === row.serviceId) : undefined;
  return service ? `${country} – ${shownServiceName(service.name, language)}` : country;
}

/** Fee structures table: SERVICE, COUNTRY, the eight fee figures, ACTIONS. */
export function FeeStructuresTable({ services, countries, ...props }: FeeStructuresTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const unknown = t('manage.fees.unknownCountry');
  const serviceOf = (row: FeeStructure) => (row.serviceId ? services?.find((s) => s.id === row.serviceId) : undefined);
  const countryCode = (row: FeeStructure) => countries?.find((c) => c.id === row.countryId)?.code;
  const countryName = (row: FeeStructure) => feeCountryName(row, countries, unknown, language);
  const rowLabel = (row: FeeStructure) => feeStructureLabel(row, services, countries, unknown, language);
  const columns: CatalogueColumn<FeeStructure>[] = [
    {
      id: 'service',
      header: t('manage.fees.columns.service'),
      inCardTitle: true,
      cell: (row) => {
        const service = serviceOf(row);
        if (!service) return t('manage.fees.noService');
        return (
          <span className="inline-flex items-center gap-2 whitespace-nowrap">
            <ServiceIcon name={service.name} icon={service.icon} size="md" />
            {shownServiceName(service.name, language)}
            {service.status === 'inactive' && <InactiveBadge />}
          </span>
        );
      },
    },
    {
      id: 'country',
      header: t('manage.fees.columns.country'),
      cellClassName: 'whitespace-nowrap font-medium',
      inCardTitle: true,
      cell: (row) => (
        <span className="inline-flex items-center gap-2">
          <Flag code={countryCode(row)} />
          {countryName(row)}
          {countries?.find((c) => c.id === row.countryId)?.status === 'inactive' && <InactiveBadge />}
        </span>
      ),
    },
    ...FEE_COLUMNS.map(({ key, percent }): CatalogueColumn<FeeStructure> => ({
      id: key,
      header: t(`manage.fees.columns.${key}`),
      align: 'end',
      cellClassName: 'tabular-nums',
      cell: (row) => (percent ? formatNumber(row[key], language) : formatMoney(row[key], language)),
    })),
  ];
  return (
    <CatalogueTable
      {...props}
      group="fees"
      columns={columns}
      rowLabel={rowLabel}
      cardTitle={(row) => (
        <span className="inline-flex items-center gap-2">
          <Flag code={countryCode(row)} />
          {rowLabel(row)}
        </span>
      )}
      cardsBelow="wide"
    />
  );
}
