import { DataTableFooter } from '../../components/catalogue/data-table-footer';
import type { Pagination } from '../../components/catalogue/use-pagination';

/** The management screens' page-size footer, fed by a tab's pagination state. */
export function PagedFooter({ pagination, idPrefix }: { pagination: Pagination; idPrefix: string }) {
  return (
    <DataTableFooter
      shown={pagination.pageRows.length}
      total={pagination.total}
      page={pagination.page}
      pageCount={pagination.pageCount}
      pageSize={pagination.pageSize}
      onPageChange={pagination.setPage}
      onPageSizeChange={pagination.setPageSize}
      idPrefix={idPrefix}
    />
  );
}
