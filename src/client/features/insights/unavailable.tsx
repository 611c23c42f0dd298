import { useTranslation } from '../../i18n/use-translation';
import { NOT_AVAILABLE } from '@domain/format';
import type { UnavailableReason } from '@domain/model/insights';
import { cn } from '../../lib/cn';

const LOOKS = { note: 'text-xs text-slate-600', body: 'text-sm text-slate-700' } as const;

/** The reason a figure cannot be computed, in words (the figure itself shows "—"): a note under the figure, or `body` text. */
export function UnavailableReasonText({
  reason,
  testId,
  look = 'note',
  className,
}: {
  reason: UnavailableReason;
  testId: string;
  look?: keyof typeof LOOKS;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span data-testid={`${testId}-reason`} data-reason={reason} className={cn('block font-normal', LOOKS[look], className)}>
      {t(`insights.unavailable.${reason}`)}
    </span>
  );
}

/** A figure's text: the value when there is one, else "—" (never 0, never NaN). */
export function figureOrDash(value: number | null, format: (value: number) => string): string {
  return value === null || !Number.isFinite(value) ? NOT_AVAILABLE : format(value);
}
