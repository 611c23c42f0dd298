import { useTranslation } from 'react-i18next';
import { TableCell } from '../ui/table';

/** The single "Loading..." or empty-state row of a table (SPEC §2), or nothing when there are rows. */
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
      <TableCell colSpan={colSpan} className="py-8 text-center text-slate-600" role="status">
        {isLoading ? t('common.loading') : emptyText}
      </TableCell>
    </tr>
  );
}
