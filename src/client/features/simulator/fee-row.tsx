import { Pencil } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FEE_CURRENCY_KEYS, type FeeCurrencyKey } from '@domain/model/money-inputs';
import { feeFieldRule, PERCENT_FEE_KEYS, readFeeEdit, type FeeKey } from '@domain/fees';
import { formatMoney, formatPercent } from '@domain/format';
import { formatDollarsIn, formatLocalInDollars, formatTypedAmount } from '@domain/money';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { NumberFieldMessage } from '../../components/ui/number-field-message';
import { useLanguage } from '../../i18n/use-language';
import { CurrencyToggle } from '../../components/ui/currency-toggle';
import type { CurrencyChoice } from './simulator-inputs';

const isMoneyFee = (key: FeeKey): key is FeeCurrencyKey => (FEE_CURRENCY_KEYS as readonly string[]).includes(key);

interface FeeRowProps {
  feeKey: FeeKey;
  /** As typed: in the country's currency when `currency` says so, else dollars (or a percent). */
  value: number;
  onCommit(value: number): void;
  /** The country's currency while it has a rate: a money fee may be typed in it (decision 0028). */
  currency?: CurrencyChoice;
}

/**
 * One fee value with inline editing (docs/product.md#screens): Enter or leaving the field applies it, Escape cancels.
 * A value the rule refuses (`abc`, `-3`, `150` for a rate) keeps the field open with the reason under it.
 */
export function FeeRow({ feeKey, value, onCommit, currency }: FeeRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [draft, setDraft] = useState<string | null>(null);
  const cancelled = useRef(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();
  const label = t(`simulator.fees.${feeKey}`);
  const money = isMoneyFee(feeKey) ? currency : undefined;
  const local = !!money && money.localKeys.includes(feeKey as FeeCurrencyKey);
  const shown = PERCENT_FEE_KEYS.has(feeKey)
    ? formatPercent(value, language)
    : local
      ? formatTypedAmount(value, money.code, money.code, language)
      : formatMoney(value, language);
  // The same fee in the other currency, so both are on screen whichever it was typed in.
  const other = !money ? null : local ? formatLocalInDollars(value, money, language) : formatDollarsIn(value, money, language);
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
          {money && isMoneyFee(feeKey) && (
            <CurrencyToggle field={feeKey} label={label} code={money.code} local={money.localKeys.includes(feeKey)} onToggle={(next) => money.onToggle(feeKey, next)} />
          )}
          <span className="ms-auto flex items-center gap-1">
            <span className="grid text-end">
              <span data-testid={`fee-${feeKey}`} className="tabular text-sm font-semibold text-slate-900">
                {shown}
              </span>
              {other && (
                <span data-testid={`fee-${feeKey}-other`} className="tabular text-xs text-slate-600">
                  {other}
                </span>
              )}
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
            {money && <span className="ms-1 text-xs text-slate-500">({local ? money.code : 'USD'})</span>}
          </label>
          <Input
            id={inputId}
            autoFocus
            inputMode="decimal"
            aria-invalid={!reading.ok}
            aria-describedby={`${messageId} ${hintId}`}
            variant="amount"
            className="ms-auto text-end tabular"
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
