import { useTranslation } from '../../../i18n/use-translation';
import type { CatalogueListProps, CatalogueRow } from './catalogue-table';
import { useRowHeadingLevel } from '../../../components/management/management-layout';
import { CatalogueRowActions } from './catalogue-row-actions';

/**
 * The phone form of a management table: a list named like the table, one item a row, each with the row's
 * name as a heading, its other columns as a definition list, and the same edit and delete buttons.
 */
export function CatalogueCards<T extends CatalogueRow>(props: CatalogueListProps<T>) {
  const { t } = useTranslation();
  const { rows, extraColumns = [] } = props;
  const Heading = useRowHeadingLevel() === 3 ? 'h3' : 'h2';
  const details = [...props.columns, ...extraColumns].filter((column) => !column.inCardTitle);

  if (props.isLoading || rows.length === 0) {
    return (
      <p role="status" className="px-4 py-8 text-center text-sm text-slate-600">
        {props.isLoading ? t('common.loading') : props.emptyText}
      </p>
    );
  }
  return (
    <ul aria-label={props.label} className="divide-y divide-slate-200">
      {rows.map((row) => (
        <li key={row.id} className="grid gap-3 px-4 py-3">
          <div className="flex items-start gap-2">
            <Heading className="min-w-0 flex-1 break-words pt-1.5 text-base font-semibold text-slate-900">
              {props.cardTitle ? props.cardTitle(row) : props.rowLabel(row)}
            </Heading>
            <CatalogueRowActions row={row} list={props} />
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {details.map((column) => (
              <div key={column.id} className="min-w-0">
                <dt className="text-xs font-semibold uppercase text-slate-600">{column.header}</dt>
                <dd className="mt-0.5 break-words text-slate-900 tabular-nums">{column.cell(row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
