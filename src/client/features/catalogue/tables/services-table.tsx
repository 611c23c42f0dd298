import type { Service } from '@domain/entities';
import { useTranslation } from '../../../i18n/use-translation';
import { shownServiceName } from '@domain/sample-names';
import { useLanguage } from '../../../i18n/use-language';
import type { CatalogueColumn, CatalogueRowsProps } from './catalogue-table';
import { ServiceIcon } from '../icon-cell';
import { NamedRowsTable } from './named-rows-table';

export type ServicesTableProps = CatalogueRowsProps<Service>;

/** Services table: ICON, NAME, COLOR, then STATUS and ACTIONS. */
export function ServicesTable(props: ServicesTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: CatalogueColumn<Service>[] = [
    {
      id: 'icon',
      header: t('manage.services.columns.icon'),
      inCardTitle: true,
      cell: (row) => <ServiceIcon name={row.name} icon={row.icon} />,
    },
    {
      id: 'name',
      header: t('manage.services.columns.name'),
      cellClassName: 'min-w-40 font-medium',
      inCardTitle: true,
      cell: (row) => shownServiceName(row.name, language),
    },
    {
      id: 'color',
      header: t('manage.services.columns.color'),
      cell: (row) => (
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className="size-5 rounded border border-slate-300" style={{ backgroundColor: row.color }} />
          <span dir="ltr" className="font-mono text-xs text-slate-600">
            {row.color}
          </span>
        </span>
      ),
    },
  ];
  return (
    <NamedRowsTable
      {...props}
      group="services"
      columns={columns}
      cardTitle={(row) => (
        <span className="inline-flex items-center gap-2">
          <ServiceIcon name={row.name} icon={row.icon} />
          {shownServiceName(row.name, language)}
        </span>
      )}
    />
  );
}
