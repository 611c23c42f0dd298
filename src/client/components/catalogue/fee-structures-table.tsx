import type { Country, FeeStructure, Service } from '@domain/entities';
import type { FeeKey } from '@domain/fees';
import { formatMoney, formatNumber } from '@domain/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { Table, TableCell, TableHead } from '../ui/table';
import { Flag } from './flag';
import { ServiceIcon } from './icon-cell';
import { RowActions } from './row-actions';
import { TableStateRow } from './table-state-row';

/** The fee columns in SPEC §2 order, and whether each is a percent (else dollars). */
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

export interface FeeStructuresTableProps {
  rows: readonly FeeStructure[];
  services: readonly Service[] | undefined;
  countries: readonly Country[] | undefined;
  isLoading: boolean;
  canEdit(row: FeeStructure): boolean;
  canDelete(row: FeeStructure): boolean;
  onEdit(row: FeeStructure): void;
  onDelete(row: FeeStructure): void;
  deletingId?: string | null;
}

/** The display name of a fee structure's country ("Unknown" when its id is not in the list). */
export function feeCountryName(row: FeeStructure, countries: readonly Country[] | undefined, unknown: string): string {
  return countries?.find((c) => c.id === row.countryId)?.name ?? unknown;
}

/** SPEC §2 fee structures table: SERVICE, COUNTRY, the eight fee figures, ACTIONS. */
export function FeeStructuresTable(props: FeeStructuresTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const unknown = t('manage.fees.unknownCountry');
  return (
    <Table aria-label={t('manage.fees.tableLabel')}>
      <thead>
        <tr>
          <TableHead>{t('manage.fees.columns.service')}</TableHead>
          <TableHead>{t('manage.fees.columns.country')}</TableHead>
          {FEE_COLUMNS.map(({ key }) => (
            <TableHead key={key} className="text-end">
              {t(`manage.fees.columns.${key}`)}
            </TableHead>
          ))}
          <TableHead className="text-end">{t('manage.fees.columns.actions')}</TableHead>
        </tr>
      </thead>
      <tbody>
        <TableStateRow colSpan={11} isLoading={props.isLoading} isEmpty={props.rows.length === 0} emptyText={t('manage.fees.empty')} />
        {props.rows.map((row) => {
          const service = row.serviceId ? props.services?.find((s) => s.id === row.serviceId) : undefined;
          const country = props.countries?.find((c) => c.id === row.countryId);
          const countryName = country?.name ?? unknown;
          return (
            <tr key={row.id}>
              <TableCell>
                {service ? (
                  <span className="inline-flex items-center gap-2 whitespace-nowrap">
                    <ServiceIcon name={service.name} icon={service.icon} className="size-6" />
                    {service.name}
                  </span>
                ) : (
                  t('manage.fees.noService')
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap font-medium">
                <span className="inline-flex items-center gap-2">
                  <Flag code={country?.code} />
                  {countryName}
                </span>
              </TableCell>
              {FEE_COLUMNS.map(({ key, percent }) => (
                <TableCell key={key} className="text-end tabular-nums">
                  {percent ? formatNumber(row[key], language) : formatMoney(row[key], language)}
                </TableCell>
              ))}
              <TableCell>
                <RowActions
                  label={service ? `${countryName} – ${service.name}` : countryName}
                  isDefault={row.isDefault}
                  canEdit={props.canEdit(row)}
                  canDelete={props.canDelete(row)}
                  deleting={props.deletingId === row.id}
                  onEdit={() => props.onEdit(row)}
                  onDelete={() => props.onDelete(row)}
                />
              </TableCell>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
