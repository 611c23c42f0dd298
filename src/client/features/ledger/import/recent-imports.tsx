import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { ImportListItem } from '@domain/ledger/api-schemas';
import { formatDateTime } from '@domain/format';
import { useLanguage } from '../../../i18n/use-language';
import { importsQuery } from '../api';
import { formatCount } from '../format-figures';

/** Rows a refused import named; 0 when the file as a whole was refused (its errors are on row 0). */
function refusedRows(job: ImportListItem): number {
  return new Set(job.errors.filter((error) => error.row > 0).map((error) => error.row)).size;
}

/**
 * The seller's recent imports, newest first: the file, when and by whom it was imported, and what it did to the
 * ledger (rows added, updated, unchanged), or that it was refused and on how many rows. A list, not a table, so
 * it reads at phone width.
 */
export function RecentImports() {
  const { t } = useTranslation();
  const language = useLanguage();
  const imports = useQuery(importsQuery());
  if (!imports.data || imports.data.length === 0) return null;
  return (
    <section aria-labelledby="recent-imports-title" className="grid gap-2" data-testid="recent-imports">
      <h2 id="recent-imports-title" className="text-base font-semibold text-slate-900">
        {t('ledger.import.recent.title')}
      </h2>
      <ul className="grid gap-2">
        {imports.data.map((job) => {
          const count = (value: number) => formatCount(value, language);
          return (
            <li key={job.id} className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm" data-testid="recent-import">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="min-w-0 break-words font-medium text-slate-900" dir="auto">
                  {job.fileName}
                </span>
                <span className={job.state === 'refused' ? 'font-medium text-red-800' : 'text-slate-700'}>{t(`ledger.import.states.${job.state}`, { number: count(job.rowsRead) })}</span>
              </div>
              <p className="text-slate-700">
                {job.state === 'refused'
                  ? t('ledger.import.recent.refusedRows', { count: refusedRows(job), number: count(refusedRows(job)) })
                  : t('ledger.import.recent.counts', { created: count(job.created), updated: count(job.updated), unchanged: count(job.unchanged) })}
              </p>
              {/* The email is isolated (U+2068 … U+2069) so that, in Arabic, its dots and hyphens keep their order. */}
              <p className="text-xs text-slate-600">
                {t('ledger.import.recent.when', { kind: t(`ledger.import.kinds.${job.kind}`), when: formatDateTime(job.startedAt, language), who: `\u2068${job.startedBy}\u2069` })}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
