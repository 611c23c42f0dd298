import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import { LoadFailed } from '../../components/ui/load-failed';
import { useWarnings } from './api';
import { WarningList } from './warning-list';

/**
 * The early warnings where a seller looks first (the ledger's daily screen, a plan): every warning of the current
 * window, or only one campaign's (`subject`), with waiting, empty and failed states.
 */
export function WarningsPanel({ subject, digestLink = true }: { subject?: string; digestLink?: boolean }) {
  const { t } = useTranslation();
  const answer = useWarnings();
  const mine = <T extends { subject: string }>(list: readonly T[]) => (subject ? list.filter((item) => item.subject === subject) : list);
  return (
    <section aria-labelledby="warnings-title" className="grid gap-2" data-testid="warnings-panel">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="warnings-title" className="text-base font-semibold text-slate-900">
          {t('warnings.title')}
        </h2>
        {digestLink && (
          <Link href="/ledger/warnings" className="text-sm text-brand-800 underline-offset-2 hover:underline">
            {t('warnings.seeAll')}
          </Link>
        )}
      </div>
      {answer.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('warnings.loading')}
        </p>
      ) : answer.isError ? (
        <LoadFailed message={t('warnings.loadFailed')} onRetry={() => void answer.refetch()} />
      ) : (
        <PanelBody warnings={mine(answer.data.warnings)} quiet={mine(answer.data.quiet)} />
      )}
    </section>
  );
}

function PanelBody({ warnings, quiet }: Parameters<typeof WarningList>[0]) {
  const { t } = useTranslation();
  if (warnings.length === 0 && quiet.length === 0) return <p className="text-sm text-slate-700">{t('warnings.nothingWatched')}</p>;
  return (
    <>
      {warnings.length === 0 && <p className="text-sm text-slate-700">{t('warnings.empty')}</p>}
      <WarningList warnings={warnings} quiet={quiet} />
    </>
  );
}
