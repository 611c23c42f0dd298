import { ArrowLeftRight, Equal, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import type { CompareCell } from '@domain/plans/compare';
import { cn } from '../../lib/cn';

const LOOKS = {
  better: { Icon: ThumbsUp, className: 'text-green-800' },
  worse: { Icon: ThumbsDown, className: 'text-red-700' },
  same: { Icon: Equal, className: 'text-slate-600' },
  different: { Icon: ArrowLeftRight, className: 'text-slate-600' },
} as const;

/**
 * How a plan's figure stands against the baseline: a word and an icon (never colour alone), green for
 * better and red for worse as well, then the signed difference.
 */
export function VerdictNote({ cell, difference, otherCurrency = false }: { cell: CompareCell; difference: string | null; otherCurrency?: boolean }) {
  const { t } = useTranslation();
  if (otherCurrency) {
    return (
      <span data-testid="verdict" data-verdict="other-currency" className="text-xs font-medium text-slate-600">
        {t('compare.verdict.otherCurrency')}
      </span>
    );
  }
  if (cell.verdict === 'baseline' || cell.verdict === 'none') return null;
  const { Icon, className } = LOOKS[cell.verdict];
  return (
    <span data-testid="verdict" data-verdict={cell.verdict} className={cn('inline-flex flex-wrap items-center gap-1 text-xs font-medium', className)}>
      <Icon aria-hidden className="size-3.5 shrink-0" />
      <span>{t(`compare.verdict.${cell.verdict}`)}</span>
      {difference && (
        <span className="tabular" dir="ltr" data-testid="difference">
          {difference}
        </span>
      )}
    </span>
  );
}
