import { Pencil } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { feeFieldRule, PERCENT_FEE_KEYS, readFeeEdit, type FeeKey } from '@domain/fees';
import { formatMoney, formatPercent } from '@domain/format';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { NumberFieldMessage } from '../../components/ui/number-field-message';
import { useLanguage } from '../../i18n/use-language';

interface FeeRowProps {
  feeKey: FeeKey;
  value: number;
  onCommit(value: number): void;
}

/**
 * One fee value with inline editing (SPEC §2): Enter or leaving the field applies it, Escape cancels.
 * A value the rule refuses (`abc`, `-3`, `150` for a rate) keeps the field open with the reason under it.
 */
export function FeeRow({ feeKey, value, onCommit }: FeeRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [draft, setDraft] = useState<string | null>(null);
  const cancelled = useRef(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();
  const label = t(`simulator.fees.${feeKey}`);
  const shown = PERCENT_FEE_KEYS.has(feeKey) ? formatPercent(value, language) : formatMoney(value, language);
  const reading = draft === null ? null : readFeeEdit(feeKey, draft);

  /** Ends the edit; after Enter or Escape the focus returns to the edit button, after a click elsewhere it stays there. */
  const close = (refocus: boolean) => {
    setDraft(null);
    if (refocus) requestAnimationFrame(() => editButton.current?.focus());
  };

  // A refused value is not applied: its reason is already under the field, which stays open for the correction.
  const commit = (refocus: boolean) => {
    if (!reading?.ok) return;
    onCommit(reading.value);
    close(refocus);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancelled.current = true;
      close(true);
    }
  };

  return (
    <div className="flex min-h-12 flex-wrap items-center justify-between gap-x-2 gap-y-1 border-b border-slate-100 py-1.5 last:border-b-0">
      {reading === null ? (
        <>
          <span className="text-sm text-slate-600">{label}</span>
          <span className="ms-auto flex items-center gap-1">
            <span data-testid={`fee-${feeKey}`} className="tabular text-sm font-semibold text-slate-900">
              {shown}
            </span>
            <Button
              ref={editButton}
              variant="ghost"
              size="icon"
              aria-label={t('simulator.fees.edit', { label })}
              onClick={() => {
                cancelled.current = false;
                setDraft(String(value));
              }}
            >
              <Pencil aria-hidden className="size-4" />
            </Button>
          </span>
        </>
      ) : (
        <>
          <label htmlFor={inputId} className="text-sm text-slate-600">
            {label}
          </label>
          <Input
            id={inputId}
            autoFocus
            inputMode="decimal"
            aria-invalid={!reading.ok}
            aria-describedby={`${messageId} ${hintId}`}
            className="ms-auto h-9 w-28 text-end tabular"
            value={draft ?? ''}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              if (cancelled.current) {
                cancelled.current = false;
                return;
              }
              commit(false);
            }}
          />
          <NumberFieldMessage
            id={messageId}
            reading={reading}
            rule={feeFieldRule(feeKey)}
            className="w-full justify-end text-end"
          />
          <span id={hintId} className="sr-only">
            {t('simulator.fees.editHint')}
          </span>
        </>
      )}
    </div>
  );
}
