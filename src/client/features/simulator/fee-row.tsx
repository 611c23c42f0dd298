import { Pencil } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFeeEdit, PERCENT_FEE_KEYS, type FeeKey } from '@domain/fees';
import { formatMoney, formatPercent } from '@domain/format';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { useLanguage } from '../../i18n/use-language';

interface FeeRowProps {
  feeKey: FeeKey;
  value: number;
  onCommit(value: number): void;
}

/** One fee value with inline editing: Enter or leaving the field commits, Escape cancels (SPEC §2). */
export function FeeRow({ feeKey, value, onCommit }: FeeRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [draft, setDraft] = useState<string | null>(null);
  const [rejected, setRejected] = useState(false);
  const cancelled = useRef(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const hintId = useId();
  const label = t(`simulator.fees.${feeKey}`);
  const shown = PERCENT_FEE_KEYS.has(feeKey) ? formatPercent(value, language) : formatMoney(value, language);

  const finish = (commit: boolean) => {
    if (draft === null) return;
    if (commit) {
      const next = applyFeeEdit(feeKey, value, draft);
      setRejected(next === value && draft.trim() !== String(value));
      onCommit(next);
    }
    setDraft(null);
    // Return focus to the edit button so keyboard users keep their place.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancelled.current = true;
      finish(false);
    }
  };

  return (
    <div className="flex min-h-12 items-center justify-between gap-2 border-b border-slate-100 py-1.5 last:border-b-0">
      {draft === null ? (
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
                setRejected(false);
                setDraft(String(value));
              }}
            >
              <Pencil aria-hidden className="size-4" />
            </Button>
          </span>
          {rejected && (
            <span role="status" className="sr-only">
              {t('simulator.fees.invalid')}
            </span>
          )}
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
            aria-describedby={hintId}
            className="ms-auto h-9 w-28 text-end tabular"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              if (cancelled.current) {
                cancelled.current = false;
                return;
              }
              finish(true);
            }}
          />
          <span id={hintId} className="sr-only">
            {t('simulator.fees.editHint')}
          </span>
        </>
      )}
    </div>
  );
}
