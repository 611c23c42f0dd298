import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { NOT_AVAILABLE } from '@domain/format';
import { formatAmount } from '@domain/money';
import { MARK_STATES, type CourierCash, type DiscrepancyView, type MarkState } from '@domain/remittances/api-schemas';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { toast } from '../../components/ui/use-toast';
import { useLanguage } from '../../i18n/use-language';
import { errorMessage } from '../../lib/error-message';
import { useRemittanceWrites } from './api';

/** The courier's differences, open first; each can be marked resolved or disputed with a note. */
export function DiscrepancyList({ cash }: { cash: CourierCash }) {
  const { t } = useTranslation();
  const id = useId();
  const [showClosed, setShowClosed] = useState(false);
  const closed = cash.discrepancies.filter((item) => item.state !== 'open').length;
  const shown = cash.discrepancies.filter((item) => showClosed || item.state === 'open');
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {t('remittances.discrepancies.title')}
        </h2>
        {closed > 0 && (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={showClosed} onChange={(event) => setShowClosed(event.target.checked)} className="size-4" />
            {t('remittances.discrepancies.showClosed')}
          </label>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-700">{t('remittances.discrepancies.none')}</p>
      ) : (
        <ul className="grid gap-2">
          {shown.map((item) => (
            <DiscrepancyRow key={item.key} courier={cash.courier} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DiscrepancyRow({ courier, item }: { courier: string; item: DiscrepancyView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const { mark } = useRemittanceWrites(courier);
  const [state, setState] = useState<MarkState>(item.state);
  const [note, setNote] = useState(item.note);
  const [failure, setFailure] = useState<string | null>(null);
  const kind = t(`remittances.discrepancies.kinds.${item.kind}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    mark.mutate(
      { courier, key: item.key, state, note },
      { onSuccess: () => toast({ title: t('remittances.discrepancies.saved') }), onError: (error) => setFailure(errorMessage(error, t)) },
    );
  };
  const owed = item.difference.minor;
  return (
    <li data-testid="discrepancy-row" data-kind={item.kind} data-state={item.state}>
      <Card className="grid gap-2 p-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="flex flex-wrap items-baseline gap-x-2 font-medium text-slate-900">
            <span dir="ltr" className="font-mono text-sm">
              {item.orderId}
            </span>
            <span>
              {kind}
              {item.feeType && ` · ${t(`remittances.discrepancies.feeTypes.${item.feeType}`)}`}
            </span>
          </p>
          <p className={owed >= 0 ? 'font-semibold text-emerald-800' : 'font-semibold text-red-800'}>
            <span className="me-1 text-xs font-normal text-slate-600">{t('remittances.discrepancies.difference')}</span>
            <span data-testid="discrepancy-difference">
              {formatAmount(item.difference, language)}
            </span>
            {item.differenceReporting?.currency !== item.difference.currency && (
              <span className="block text-start text-xs font-normal text-slate-600 sm:text-end" data-testid="discrepancy-difference-reporting">
                {item.differenceReporting ? t('remittances.cash.inReporting', { amount: formatAmount(item.differenceReporting, language) }) : NOT_AVAILABLE}
              </span>
            )}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 text-sm sm:max-w-md">
          <div>
            <dt className="text-xs text-slate-600">{t('remittances.discrepancies.expected')}</dt>
            <dd>
              {formatAmount(item.expected, language)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">{t('remittances.discrepancies.actual')}</dt>
            <dd>
              {formatAmount(item.actual, language)}
            </dd>
          </div>
        </dl>
        <p className="text-xs text-slate-600">
          {item.reference === null ? t('remittances.discrepancies.noStatement') : t('remittances.discrepancies.statement', { reference: item.reference, row: item.row })}
        </p>
        <form onSubmit={submit} noValidate className="grid grid-cols-[8rem_1fr] items-end gap-2 sm:grid-cols-[10rem_1fr_auto]">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-state`}>
              {t('remittances.discrepancies.state')}
            </Label>
            <NativeSelect id={`${id}-state`} value={state} onChange={(event) => setState(event.target.value as MarkState)}>
              {MARK_STATES.map((value) => (
                <option key={value} value={value}>
                  {t(`remittances.discrepancies.states.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-note`}>
              {t('remittances.discrepancies.note')}
            </Label>
            <Input id={`${id}-note`} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
          </div>
          <Button type="submit" variant="secondary" disabled={mark.isPending} className="col-span-2 sm:col-span-1">
            {t('remittances.discrepancies.save')}
          </Button>
        </form>
        {failure && (
          <p role="alert" className="text-xs font-medium text-red-700">
            {failure}
          </p>
        )}
      </Card>
    </li>
  );
}
