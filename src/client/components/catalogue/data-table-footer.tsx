import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { PAGE_SIZES, type PageSize } from './use-pagination';

export interface DataTableFooterProps {
  /** Rows on the current page. */
  shown: number;
  /** Rows matching the search. */
  total: number;
  page: number;
  pageCount: number;
  pageSize: PageSize;
  onPageChange(page: number): void;
  onPageSizeChange(size: PageSize): void;
  /** Distinguishes the ids of several footers on one screen. */
  idPrefix: string;
}

/** SPEC §2 footer: page-size select (10/25/50/100), "Showing X of Y rows", Previous and Next. */
export function DataTableFooter(props: DataTableFooterProps) {
  const { t } = useTranslation();
  const sizeId = `${props.idPrefix}-page-size`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-3 py-3 text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="text-slate-600">
          {t('manage.footer.rowsPerPage')}
        </label>
        <Select value={String(props.pageSize)} onValueChange={(value) => props.onPageSizeChange(Number(value) as PageSize)}>
          <SelectTrigger id={sizeId} className="h-9 w-20">
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
        {t('manage.footer.showing', { shown: props.shown, total: props.total })}
      </p>
      <nav aria-label={t('manage.footer.pagination')} className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={props.page <= 1}
          onClick={() => props.onPageChange(props.page - 1)}
        >
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('manage.footer.previous')}
        </Button>
        <span className="whitespace-nowrap text-slate-600">
          {t('manage.footer.page', { page: props.page, pages: props.pageCount })}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={props.page >= props.pageCount}
          onClick={() => props.onPageChange(props.page + 1)}
        >
          {t('manage.footer.next')}
          <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </Button>
      </nav>
    </div>
  );
}
