import { useTranslation } from '../../../i18n/use-translation';
import type { ImportPreviewAnswer } from '@domain/ledger/api-schemas';
import { Table, TableCell, TableHead } from '../../../components/ui/table';
import { fieldName } from './error-text';

/** The file's first rows as read, each column headed by its name in the file and what it is understood as. */
export function PreviewTable({ preview, mapping }: { preview: ImportPreviewAnswer; mapping: Record<string, string | null> }) {
  const { t } = useTranslation();
  const meaningOf = (header: string) =>
    Object.entries(mapping)
      .filter(([, column]) => column === header)
      .map(([field]) => fieldName(field, t))
      .join(', ');
  return (
    <Table aria-label={t('ledger.import.previewCaption')} scrollLabel={t('ledger.import.previewCaption')}>
      <thead>
        <tr>
          {preview.headers.map((header, index) => (
            <TableHead key={`${index}-${header}`} letterCase="as-written">
              <span className="block text-slate-900">{header}</span>
              <span className="block font-normal text-brand-800">{meaningOf(header) || '—'}</span>
            </TableHead>
          ))}
        </tr>
      </thead>
      <tbody>
        {preview.rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {preview.headers.map((header, index) => (
              <TableCell key={`${index}-${header}`} className="max-w-48 truncate whitespace-nowrap">
                {row[index] ?? ''}
              </TableCell>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
