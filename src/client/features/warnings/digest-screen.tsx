import { useTranslation } from '../../i18n/use-translation';
import { Card } from '../../components/ui/card';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageStatus } from '../../components/ui/page-status';
import { useLanguage } from '../../i18n/use-language';
import { useWarnings } from './api';
import { WarningList } from './warning-list';
import { formatWindow } from './warning-text';

/** "This week" (`/ledger/warnings`): every warning of the last seven complete days with its money, newest first, acknowledged ones too. */
export function DigestScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const answer = useWarnings();
  return (
    <div className="grid max-w-3xl gap-4">
      <div className="grid gap-1">
        <h1 className="text-xl font-semibold text-slate-900">{t('warnings.digestTitle')}</h1>
        <p className="text-slate-700">{t('warnings.digestIntro')}</p>
        {answer.data && (
          <p className="text-sm text-slate-600" data-testid="warnings-window">
            {formatWindow(answer.data.window, language)}
          </p>
        )}
      </div>
      {answer.isPending ? (
        <PageStatus>{t('warnings.loading')}</PageStatus>
      ) : answer.isError ? (
        <LoadFailed message={t('warnings.loadFailed')} onRetry={() => void answer.refetch()} />
      ) : (
        <Card className="grid gap-3 p-4">
          {answer.data.warnings.length === 0 && (
            <p className="text-slate-700">{answer.data.quiet.length === 0 ? t('warnings.nothingWatched') : t('warnings.empty')}</p>
          )}
          <WarningList warnings={answer.data.warnings} quiet={answer.data.quiet} />
        </Card>
      )}
    </div>
  );
}
