import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import type { QuietCampaign, Warning } from '@domain/warnings/api-schemas';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { useLanguage } from '../../i18n/use-language';

import { cn } from '../../lib/cn';
import { errorMessage } from '../../lib/error-message';
import { useAcknowledge } from './api';
import { formatDay } from '@domain/format';
import { campaignName, explanationLines, quietMessage, warningMessage } from './warning-text';

/** One warning: the campaign, the sentence with its money, since when, "How is this computed?" and the acknowledgement. */
function WarningItem({ warning }: { warning: Warning }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const acknowledge = useAcknowledge();
  return (
    <li
      data-testid="ledger-warning"
      data-acknowledged={warning.acknowledged ? '' : undefined}
      className={cn(
        'grid gap-2 rounded-md border p-3',
        warning.acknowledged ? 'border-slate-200 bg-white' : 'border-amber-300 bg-amber-50',
      )}
    >
      <div className="flex items-start gap-2">
        <TriangleAlert aria-hidden className={cn('mt-0.5 size-4 shrink-0', warning.acknowledged ? 'text-slate-500' : 'text-amber-700')} />
        <div className="grid min-w-0 gap-1">
          <p className="break-words text-sm font-medium text-slate-900">{campaignName(warning, t)}</p>
          <p className="break-words text-slate-900" data-testid="warning-message">
            {warningMessage(warning, language, t)}
          </p>
          <p className="text-xs text-slate-600">{t('warnings.since', { date: formatDay(warning.since, language, 'short') })}</p>
        </div>
      </div>
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer rounded text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
          {t('warnings.how')}
        </summary>
        <ul className="mt-2 grid list-disc gap-1 ps-5" data-testid="warning-explanation">
          {explanationLines(warning, language, t).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
      <div>
        {warning.acknowledged ? (
          <p className="text-sm text-slate-600">{t('warnings.acknowledged')}</p>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            disabled={acknowledge.isPending}
            onClick={() =>
              acknowledge.mutate(
                { subject: warning.subject, metric: warning.metric },
                {
                  onError: (error) =>
                    toast({ title: t('warnings.acknowledgeFailed'), description: errorMessage(error, t), variant: 'destructive' }),
                },
              )
            }
          >
            {acknowledge.isPending ? t('warnings.acknowledging') : t('warnings.acknowledge')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The warnings, then the campaigns not judged and why. */
export function WarningList({ warnings, quiet }: { warnings: readonly Warning[]; quiet: readonly QuietCampaign[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="grid gap-3">
      {warnings.length > 0 && (
        <ul className="grid gap-2" aria-label={t('warnings.title')}>
          {warnings.map((warning) => (
            <WarningItem key={`${warning.subject}|${warning.metric}`} warning={warning} />
          ))}
        </ul>
      )}
      {quiet.length > 0 && (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold text-slate-800">{t('warnings.quietTitle')}</h3>
          <ul className="grid gap-1 text-sm text-slate-700" data-testid="warnings-quiet">
            {quiet.map((campaign) => (
              <li key={campaign.subject}>{quietMessage(campaign, language, t)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
