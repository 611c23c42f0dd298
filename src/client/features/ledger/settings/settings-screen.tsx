import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { LedgerSettings } from '@domain/ledger/api-schemas';
import { readNumber } from '@domain/number-input';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadFailed } from '../../../components/ui/load-failed';
import { NativeSelect } from '../../../components/ui/native-select';
import { PageStatus } from '../../../components/ui/page-status';
import { toast } from '../../../components/ui/use-toast';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/error-message';
import { settingsQuery, useSaveSettings } from '../api';
import { CurrencySelect } from '../../../components/ui/currency-select';
import { formatDay } from '../format-figures';
import { LedgerLayout } from '../ledger-layout';

/** The reporting currency, the time zone days are counted in, and the rates that convert other currencies. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery());
  return (
    <LedgerLayout title={t('ledger.settings.title')}>
      {settings.isPending ? (
        <PageStatus>{t('ledger.settings.loading')}</PageStatus>
      ) : settings.isError ? (
        <LoadFailed message={t('ledger.loadFailed')} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm initial={settings.data} />
      )}
    </LedgerLayout>
  );
}

interface TypedRate {
  currency: string;
  perUsd: string;
  from: string;
}

function SettingsForm({ initial }: { initial: LedgerSettings }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const save = useSaveSettings();
  const [currency, setCurrency] = useState(initial.reportingCurrency);
  const [timeZone, setTimeZone] = useState(initial.timeZone);
  const [rates, setRates] = useState<TypedRate[]>(() =>
    initial.rates.map((rate) => ({ currency: rate.currency, perUsd: String(rate.perUsd), from: rate.from })),
  );
  const [checked, setChecked] = useState(false);
  const zones = useMemo(() => [...new Set([timeZone, 'UTC', ...Intl.supportedValuesOf('timeZone')])].sort(), [timeZone]);
  const readRate = (rate: TypedRate) => {
    const reading = readNumber(rate.perUsd);
    return reading.ok && reading.value > 0 ? reading.value : null;
  };
  const problems = rates.map((rate) => ({ perUsd: readRate(rate) === null, from: !/^\d{4}-\d{2}-\d{2}$/.test(rate.from) }));
  const setRate = (index: number, patch: Partial<TypedRate>) =>
    setRates((list) => list.map((rate, at) => (at === index ? { ...rate, ...patch } : rate)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.some((problem) => problem.perUsd || problem.from)) return;
    save.mutate(
      {
        reportingCurrency: currency,
        timeZone,
        rates: rates.map((rate) => ({ currency: rate.currency, perUsd: readRate(rate)!, from: rate.from })),
      },
      {
        onSuccess: () => toast({ title: t('ledger.settings.saved') }),
        onError: (error) => toast({ title: t('errors.title'), description: errorMessage(error, t), variant: 'destructive' }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Card className="grid gap-4 p-4 sm:grid-cols-2">
        <div className="grid content-start gap-1">
          <Label htmlFor={`${id}-currency`}>{t('ledger.settings.reportingCurrency')}</Label>
          <CurrencySelect id={`${id}-currency`} value={currency} onChange={setCurrency} aria-describedby={`${id}-currency-help`} />
          <p id={`${id}-currency-help`} className="text-xs text-slate-600">
            {t('ledger.settings.reportingCurrencyHelp')}
          </p>
        </div>
        <div className="grid content-start gap-1">
          <Label htmlFor={`${id}-zone`}>{t('ledger.settings.timeZone')}</Label>
          <NativeSelect
            id={`${id}-zone`}
            value={timeZone}
            onChange={(event) => setTimeZone(event.target.value)}
            aria-describedby={`${id}-zone-help`}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </NativeSelect>
          <p id={`${id}-zone-help`} className="text-xs text-slate-600">
            {t('ledger.settings.timeZoneHelp')}
          </p>
        </div>
      </Card>
      <Card className="grid gap-3 p-4">
        <fieldset className="grid gap-3">
          <legend className="text-base font-semibold text-slate-900">{t('ledger.settings.rates')}</legend>
          <p className="text-sm text-slate-700">{t('ledger.settings.ratesHelp')}</p>
          {rates.length === 0 && <p className="text-sm text-slate-700">{t('ledger.settings.noRates')}</p>}
          {rates.map((rate, index) => (
            <div
              key={index}
              className="grid grid-cols-2 items-start gap-2 border-b border-slate-100 pb-3 sm:grid-cols-[8rem_10rem_12rem_auto]"
              data-testid="ledger-rate"
            >
              <div className="grid gap-1">
                <Label htmlFor={`${id}-rate-${index}-currency`}>{t('ledger.settings.rateCurrency')}</Label>
                <CurrencySelect
                  id={`${id}-rate-${index}-currency`}
                  value={rate.currency}
                  onChange={(code) => setRate(index, { currency: code })}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`${id}-rate-${index}-per-usd`}>{t('ledger.settings.ratePerUsd')}</Label>
                <Input
                  id={`${id}-rate-${index}-per-usd`}
                  inputMode="decimal"
                  value={rate.perUsd}
                  onChange={(event) => setRate(index, { perUsd: event.target.value })}
                  aria-invalid={(checked && problems[index]!.perUsd) || undefined}
                />
                {checked && problems[index]!.perUsd && (
                  <p className="text-xs font-medium text-red-700">{t('ledger.settings.invalidRate')}</p>
                )}
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`${id}-rate-${index}-from`}>{t('ledger.settings.rateFrom')}</Label>
                <Input
                  id={`${id}-rate-${index}-from`}
                  type="date"
                  value={rate.from}
                  onChange={(event) => setRate(index, { from: event.target.value })}
                  aria-invalid={(checked && problems[index]!.from) || undefined}
                />
                {checked && problems[index]!.from && <p className="text-xs font-medium text-red-700">{t('ledger.settings.invalidDate')}</p>}
              </div>
              <Button
                variant="dangerGhost"
                size="icon"
                className="mt-6"
                aria-label={t('ledger.settings.removeRate', {
                  currency: rate.currency,
                  date: rate.from ? formatDay(rate.from, language) : '',
                })}
                onClick={() => setRates((list) => list.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </div>
          ))}
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setRates((list) => [...list, { currency: 'MAD', perUsd: '', from: new Date().toISOString().slice(0, 10) }])}
            >
              <Plus aria-hidden className="size-4" />
              {t('ledger.settings.addRate')}
            </Button>
          </div>
        </fieldset>
      </Card>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('ledger.settings.save')}
        </Button>
      </div>
    </form>
  );
}
