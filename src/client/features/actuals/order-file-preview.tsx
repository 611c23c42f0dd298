import { useTranslation } from '../../i18n/use-translation';
import type { OrderMapping } from '@domain/actuals/order-import';

/** The first rows of the file under their headers, and what each column is read as with the mapping chosen. */
interface OrderFilePreviewProps {
  header: readonly string[];
  /** The first rows as the server read them (each as wide as the header). */
  rows: readonly (readonly string[])[];
  columns: Partial<OrderMapping['columns']>;
}

export function OrderFilePreview({ header, rows, columns }: OrderFilePreviewProps) {
  const { t } = useTranslation();
  const meaningOf = (name: string) => {
    const key = (Object.keys(columns) as (keyof OrderMapping['columns'])[]).find((column) => columns[column] === name);
    return key ? t(`actuals.import.${key}`) : t('actuals.import.notUsed');
  };
  return (
    <section aria-labelledby="import-preview-title" className="grid gap-1">
      <h3 id="import-preview-title" className="text-sm font-medium text-slate-700">
        {t('actuals.import.preview')}
      </h3>
      {/* A wide file scrolls inside its box, never the page. */}
      <div className="max-w-full overflow-x-auto rounded-md border border-slate-200" tabIndex={0} role="region" aria-labelledby="import-preview-title">
        <table className="w-full text-start text-xs" data-testid="import-preview">
          <thead className="bg-slate-50">
            <tr>
              {header.map((name, index) => (
                <th key={`${index}-${name}`} scope="col" className="px-2 py-1 text-start align-bottom font-semibold text-slate-900">
                  <span dir="auto" className="block">{name}</span>
                  <span className="block font-normal text-slate-600" data-testid="import-preview-meaning">
                    {t('actuals.import.understoodAs')}: {meaningOf(name)}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-t border-slate-100">
                {header.map((_name, index) => (
                  <td key={index} dir="auto" className="px-2 py-1 text-slate-800">
                    {row[index] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
