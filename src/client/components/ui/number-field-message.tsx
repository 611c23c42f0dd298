import { CircleAlert } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { formatCount, formatMoney, formatPercent, type Language } from '@domain/format';
import type { FieldReading, FieldRule } from '@domain/number-field';
import { cn } from '../../lib/cn';
import { useLanguage } from '../../i18n/use-language';

function formatUnderstood(value: number, kind: FieldRule['kind'], language: Language): string {
  if (kind === 'count') return formatCount(value, language);
  return kind === 'money' ? formatMoney(value, language) : formatPercent(value, language);
}

interface NumberFieldMessageProps {
  /** Referenced by the field's aria-describedby. */
  id: string;
  reading: FieldReading;
  rule: FieldRule;
  className?: string;
  /** What was understood, already written (an amount in the country's currency and its dollars). */
  understood?: string;
}

/**
 * The line under a numeric field (decision 0014): what was understood (`= $2.50`), so a misread
 * `2,5` or `1,000` is visible at once, or why the text is not used, in the page's language.
 * Polite live region: a screen reader hears it once the typing pauses.
 */
export function NumberFieldMessage({ id, reading, rule, className, understood }: NumberFieldMessageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p
      id={id}
      aria-live="polite"
      data-reading={reading.ok ? 'understood' : 'problem'}
      className={cn('flex items-start gap-1 text-xs', reading.ok ? 'tabular text-slate-600' : 'font-medium text-red-700', className)}
    >
      {reading.ok ? (
        t('common.numberField.understood', { value: understood ?? formatUnderstood(reading.value, rule.kind, language) })
      ) : (
        <>
          <CircleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
          {t(`common.numberField.problem.${reading.problem}`)}
        </>
      )}
    </p>
  );
}
