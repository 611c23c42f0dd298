import { useTranslation } from '../../i18n/use-translation';

/** The single "Loading..." or empty-state row of a table (docs/product.md#screens), or nothing when there are rows. */
export function TableStateRow({
  colSpan,
  isLoading,
  isEmpty,
  emptyText,
}: {
  colSpan: number;
  isLoading: boolean;
  isEmpty: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation();
  if (!isLoading && !isEmpty) return null;
  return (
    <tr>
      {/* A TableCell's look with more room above and below. */}
      <td colSpan={colSpan} className="border-b border-slate-100 px-3 py-8 text-center align-middle text-slate-600" role="status">
        {isLoading ? t('common.loading') : emptyText}
      </td>
    </tr>
  );
}
