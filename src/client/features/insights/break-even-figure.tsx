import { useTranslation } from '../../i18n/use-translation';
import { NOT_AVAILABLE } from '@domain/format';
import type { BreakEven, UnavailableReason } from '@domain/model/insights';
import { cn } from '../../lib/cn';
import { UnavailableReasonText } from './unavailable';

interface BreakEvenFigureProps {
  label: string;
  testId: string;
  /** null: nothing to judge (no leads, or a margin that cannot be read); shown as "—" with `reason`. */
  breakEven: BreakEven | null;
  /** Why there is no break-even to show, from the domain; null when there is one. */
  reason: UnavailableReason | null;
  /** How the threshold reads (money or percent), already localised. */
  format(value: number): string;
  /** The plain-language meaning for this state, given the formatted threshold. */
  meaning(state: 'above' | 'below' | 'always' | 'impossible', value: string): string;
  /** What the figure is for, under its label. */
  hint?: string;
}

/** One break-even: the threshold (or its state, instead of a number) and what it means for the seller. */
export function BreakEvenFigure({ label, testId, breakEven, reason, format, meaning, hint }: BreakEvenFigureProps) {
  const { t } = useTranslation();
  const shown = !breakEven
    ? NOT_AVAILABLE
    : breakEven.kind === 'value'
      ? format(breakEven.value)
      : breakEven.kind === 'always'
        ? t('insights.always')
        : t('insights.impossible');
  const state = !breakEven ? null : breakEven.kind === 'value' ? breakEven.profitableWhen : breakEven.kind;
  return (
    <div className="grid gap-0.5 border-b border-slate-100 py-2.5 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="text-sm font-medium text-slate-700">
          {label}
          {hint && <span className="block text-xs font-normal text-slate-500">{hint}</span>}
        </span>
        <span
          data-testid={testId}
          className={cn(
            'tabular text-lg font-bold',
            (!breakEven || breakEven.kind === 'value') && 'text-slate-900',
            breakEven?.kind === 'always' && 'text-green-800',
            breakEven?.kind === 'impossible' && 'text-red-700',
          )}
        >
          {shown}
        </span>
      </div>
      {state && <p className="text-xs text-slate-600">{meaning(state, shown)}</p>}
      {!breakEven && reason && <UnavailableReasonText reason={reason} testId={testId} />}
    </div>
  );
}
