import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { PAGE_SIZES, type PageSize, type Pagination } from './use-pagination';

export interface DataTableFooterProps {
  /** The list's paging state (usePagination). */
  pagination: Pagination;
  /** Distinguishes the ids of several footers on one screen. */
  idPrefix: string;
  /** A list read a page at a time whose server has more rows: loads the next page (docs/decisions/0031). */
  more?: { load(): void; loading: boolean };
}

/** Footer: page-size select (10/25/50/100), "Showing X of Y rows", Previous and Next. */
export function DataTableFooter({ pagination, idPrefix, more }: DataTableFooterProps) {
  const { t } = useTranslation();
  const sizeId = `${idPrefix}-page-size`;
  const { page, pageCount } = pagination;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-3 py-3 text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="text-slate-600">
          {t('manage.footer.rowsPerPage')}
        </label>
        <Select value={String(pagination.pageSize)} onValueChange={(value) => pagination.setPageSize(Number(value) as PageSize)}>
          <SelectTrigger id={sizeId} size="sm" className="w-20">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PAGE_SIZES.map((size) => (
              <SelectItem key={size} value={String(size)}>
                {size}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <p role="status" className="text-slate-600">
        {t('manage.footer.showing', { shown: pagination.pageRows.length, count: pagination.total })}
      </p>
      <nav aria-label={t('manage.footer.pagination')} className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => pagination.setPage(page - 1)}>
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('manage.footer.previous')}
        </Button>
        <span className="whitespace-nowrap text-slate-600">{t('manage.footer.page', { page, pages: pageCount })}</span>
        <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => pagination.setPage(page + 1)}>
          {t('manage.footer.next')}
          <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </Button>
      </nav>
      {more && (
        <div className="flex w-full flex-wrap items-center justify-center gap-3 text-slate-600">
          <p>{t('manage.footer.moreOnServer')}</p>
          <Button variant="secondary" size="sm" disabled={more.loading} onClick={more.load}>
            {t('manage.footer.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
