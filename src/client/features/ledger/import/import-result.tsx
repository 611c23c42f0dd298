import { Download } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import { IMPORT_ERRORS_KEPT, type ImportJob } from '@domain/ledger/api-schemas';
import { Button } from '../../../components/ui/button';
import { Table, TableCell, TableHead } from '../../../components/ui/table';
import { useLanguage } from '../../../i18n/use-language';
import { formatCount } from '../format-figures';
import { fieldName, importErrorText } from './error-text';

/** A finished import: what it created, updated and left unchanged, or every row it refused and why. */
export function ImportResult({ job, onAnother }: { job: ImportJob; onAnother(): void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (job.state === 'refused') {
    const count = job.errors.length;
    return (
      <section
        role="alert"
        aria-labelledby="import-refused-title"
        className="grid gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
        data-testid="import-refused"
      >
        <h2 id="import-refused-title" className="break-words text-base font-semibold text-red-900">
          {t('ledger.import.refused.title', { file: job.fileName })}
        </h2>
        <p className="text-sm text-red-900">{t('ledger.import.refused.intro', { count, number: formatCount(count, language) })}</p>
        {count >= IMPORT_ERRORS_KEPT && (
          <p className="text-sm text-red-900">{t('ledger.import.refused.more', { number: formatCount(IMPORT_ERRORS_KEPT, language) })}</p>
        )}
        <div className="max-h-96 overflow-y-auto rounded-md bg-white" role="region" tabIndex={0} aria-labelledby="import-refused-title">
          <Table>
            <thead>
              <tr>
                <TableHead>{t('ledger.import.refused.row')}</TableHead>
                <TableHead>{t('ledger.import.refused.column')}</TableHead>
                <TableHead>{t('ledger.import.refused.reason')}</TableHead>
              </tr>
            </thead>
            <tbody>
              {job.errors.map((error, index) => (
                <tr key={index} data-testid="import-error">
                  <TableCell className="tabular-nums">
                    {error.row === 0 ? t('ledger.import.refused.wholeFile') : formatCount(error.row, language)}
                  </TableCell>
                  <TableCell>{fieldName(error.column, t)}</TableCell>
                  <TableCell className="min-w-56">{importErrorText(error, t)}</TableCell>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary" size="sm">
            <a href={`/api/ledger/imports/${encodeURIComponent(job.id)}/errors.csv?lang=${language}`} download>
              <Download aria-hidden className="size-4" />
              {t('ledger.import.refused.errorsCsv')}
            </a>
          </Button>
          <Button variant="secondary" size="sm" onClick={onAnother}>
            {t('ledger.import.result.another')}
          </Button>
        </div>
      </section>
    );
  }
  const figures = [
    { key: 'created', value: job.created },
    { key: 'updated', value: job.updated },
    { key: 'unchanged', value: job.unchanged },
  ] as const;
  return (
    <section
      role="status"
      aria-labelledby="import-done-title"
      className="grid gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4"
      data-testid="import-done"
    >
      <h2 id="import-done-title" className="break-words text-base font-semibold text-emerald-900">
        {t('ledger.import.result.title', { file: job.fileName })}
      </h2>
      <dl className="grid grid-cols-3 gap-3">
        {figures.map(({ key, value }) => (
          <div key={key} className="grid gap-0.5">
            <dt className="text-sm text-emerald-900">{t(`ledger.import.result.${key}`)}</dt>
            <dd className="text-xl font-semibold tabular-nums text-emerald-950" data-testid={`import-${key}`}>
              {formatCount(value, language)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link href="/ledger">{t('ledger.import.result.seeDaily')}</Link>
        </Button>
        <Button variant="secondary" size="sm" onClick={onAnother}>
          {t('ledger.import.result.another')}
        </Button>
      </div>
    </section>
  );
}
