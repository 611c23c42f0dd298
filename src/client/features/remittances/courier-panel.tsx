import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatCount, formatDay, formatNumber, LANGUAGES, NOT_AVAILABLE, type Language } from '@domain/format';
import { formatAmount } from '@domain/money';
import type { Converted, CourierCash } from '@domain/remittances/api-schemas';
import { readNumber } from '@domain/number-input';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { LoadFailed } from '../../components/ui/load-failed';
import { NativeSelect } from '../../components/ui/native-select';
import { PageStatus } from '../../components/ui/page-status';
import { toast } from '../../components/ui/use-toast';
import { useLanguage } from '../../i18n/use-language';
import { errorMessage } from '../../lib/error-message';
import { cashQuery, disputeUrl, useRemittanceWrites } from './api';
import { DiscrepancyList } from './discrepancy-list';
import { CurrencySelect } from '../../components/ui/currency-select';
import { StatementImport } from './statement-import';

/** One courier: where its cash is, what differs, the dispute file, its statements and its settings. */
export function CourierPanel({ courier }: { courier: string }) {
  const { t } = useTranslation();
  const cash = useQuery(cashQuery(courier));
  if (cash.isPending) return <PageStatus>{t('remittances.loading')}</PageStatus>;
  if (cash.isError) return <LoadFailed message={t('remittances.loadFailed')} onRetry={() => void cash.refetch()} />;
  return (
    <div className="grid gap-4">
      <CashTiles cash={cash.data} />
      <DiscrepancyList cash={cash.data} />
      <DisputeFile key={cash.data.settings.language} cash={cash.data} />
      <StatementImport courier={courier} cash={cash.data} />
      <CourierSettingsForm key={JSON.stringify(cash.data.settings)} cash={cash.data} />
    </div>
  );
}

/** An amount of the courier's currency, then its value in the reporting currency when they differ. */
export function ConvertedAmount({ value, language }: { value: Converted; language: Language }) {
  const { t } = useTranslation();
  const same = value.reporting?.currency === value.amount.currency;
  return (
    <>
      <span>{formatAmount(value.amount, language)}</span>
      {!same && (
        <span className="block text-xs font-normal text-slate-600">
          {value.reporting ? t('remittances.cash.inReporting', { amount: formatAmount(value.reporting, language) }) : NOT_AVAILABLE}
        </span>
      )}
    </>
  );
}

function Tile({ label, testId, help, children }: { label: string; testId: string; help?: string; children: ReactNode }) {
  return (
    <Card className="grid content-start gap-1 p-3">
      <p className="text-xs font-medium text-slate-600">{label}</p>
      <p className="text-lg font-semibold text-slate-900" data-testid={testId}>
        {children}
      </p>
      {help && <p className="text-xs text-slate-600">{help}</p>}
    </Card>
  );
}

function CashTiles({ cash }: { cash: CourierCash }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const days = (count: number) => t('remittances.cash.days', { count, number: formatCount(count, language) });
  return (
    <section aria-labelledby={`${id}-cash`} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-cash`} className="text-base font-semibold text-slate-900">
          {t('remittances.cash.title')}
        </h2>
        <p className="text-xs text-slate-600">{t('remittances.cash.asOf', { day: formatDay(cash.asOf, language), currency: cash.currency })}</p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile label={t('remittances.cash.outstanding')} testId="cash-outstanding" help={t('remittances.cash.outstandingHelp', { count: cash.outstandingOrders, number: formatCount(cash.outstandingOrders, language) })}>
          <ConvertedAmount value={cash.outstanding} language={language} />
        </Tile>
        <Tile label={t('remittances.cash.oldest')} testId="cash-oldest-days">
          {cash.oldestDays === null ? t('remittances.cash.none') : days(cash.oldestDays)}
        </Tile>
        <Tile label={t('remittances.cash.dso')} testId="cash-dso" help={t('remittances.cash.dsoHelp')}>
          {cash.dso === null ? NOT_AVAILABLE : formatNumber(cash.dso, language, 1)}
        </Tile>
        <Tile label={t('remittances.cash.open')} testId="cash-open-discrepancies" help={t('remittances.cash.openHelp', { count: cash.openCount, number: formatCount(cash.openCount, language) })}>
          <ConvertedAmount value={cash.openDifference} language={language} />
        </Tile>
      </div>
      <Card className="grid gap-2 p-3">
        <h3 className="text-sm font-semibold text-slate-900">{t('remittances.cash.payouts')}</h3>
        {cash.payouts.length === 0 ? (
          <p className="text-sm text-slate-700">{t('remittances.cash.noPayouts')}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {cash.payouts.map((payout) => (
              <li key={payout.day} data-testid="cash-payout" className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-100 py-1">
                <span className="tabular-nums">{formatDay(payout.day, language)}</span>
                {payout.overdue && <span className="rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900">{t('remittances.cash.overdue')}</span>}
                <span className="text-slate-600">
                  {t('remittances.cash.payoutOrders')}: {formatCount(payout.orders, language)}
                </span>
                <span className="font-medium">
                  <ConvertedAmount value={payout.amount} language={language} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

function DisputeFile({ cash }: { cash: CourierCash }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [lang, setLang] = useState<Language>(cash.settings.language);
  return (
    <Card className="grid gap-3 p-3">
      <h2 className="text-base font-semibold text-slate-900">{t('remittances.dispute.title')}</h2>
      <p className="text-sm text-slate-700">{t('remittances.dispute.help')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-lang`}>{t('remittances.dispute.language')}</Label>
          <NativeSelect id={`${id}-lang`} value={lang} onChange={(event) => setLang(event.target.value as Language)}>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`remittances.dispute.languages.${code}`)}
                {code === language ? ' ✓' : ''}
              </option>
            ))}
          </NativeSelect>
        </div>
        <a className="inline-flex h-10 items-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-900 hover:bg-slate-50" href={disputeUrl(cash.courier, 'csv', lang)} download>
          {t('remittances.dispute.csv')}
        </a>
        <a className="inline-flex h-10 items-center rounded-md bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800" href={disputeUrl(cash.courier, 'pdf', lang)} download>
          {t('remittances.dispute.pdf')}
        </a>
      </div>
    </Card>
  );
}

function CourierSettingsForm({ cash }: { cash: CourierCash }) {
  const { t } = useTranslation();
  const id = useId();
  const { saveSettings } = useRemittanceWrites(cash.courier);
  const initial = cash.settings;
  const [delay, setDelay] = useState(String(initial.payoutDelayDays));
  const [late, setLate] = useState(initial.unpaidAfterDays === null ? '' : String(initial.unpaidAfterDays));
  const [vat, setVat] = useState(String(initial.feeVatPercent));
  const [currency, setCurrency] = useState(initial.currency ?? cash.currency);
  const [language, setLanguage] = useState<Language>(initial.language);
  const [checked, setChecked] = useState(false);
  const [currencyError, setCurrencyError] = useState<string | null>(null);
  const whole = (text: string) => {
    const read = readNumber(text);
    return read.ok && Number.isInteger(read.value) && read.value >= 0 && read.value <= 365 ? read.value : null;
  };
  const percent = (text: string) => {
    const read = readNumber(text);
    return read.ok && read.value >= 0 && read.value <= 100 ? read.value : null;
  };
  const problems = { delay: whole(delay) === null, late: late.trim() !== '' && whole(late) === null, vat: percent(vat) === null };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setCurrencyError(null);
    if (problems.delay || problems.late || problems.vat) return;
    saveSettings.mutate(
      { payoutDelayDays: whole(delay)!, unpaidAfterDays: late.trim() === '' ? null : whole(late), feeVatPercent: percent(vat)!, currency, language },
      {
        onSuccess: () => toast({ title: t('remittances.settings.saved') }),
        onError: (error) => setCurrencyError(errorMessage(error, t)),
      },
    );
  };
  const field = (name: 'delay' | 'late' | 'vat', label: string, value: string, set: (text: string) => void, help: string | null, problem: string) => (
    <div className="grid content-start gap-1">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        inputMode="decimal"
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={(checked && problems[name]) || undefined}
        aria-describedby={`${id}-${name}-help`}
      />
      <p id={`${id}-${name}-help`} className={checked && problems[name] ? 'text-xs font-medium text-red-700' : 'text-xs text-slate-600'}>
        {checked && problems[name] ? problem : help}
      </p>
    </div>
  );
  return (
    <form onSubmit={submit} noValidate>
      <Card className="grid gap-3 p-3">
        <h2 className="text-base font-semibold text-slate-900">{t('remittances.settings.title')}</h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {field('delay', t('remittances.settings.payoutDelay'), delay, setDelay, t('remittances.settings.payoutDelayHelp'), t('remittances.settings.invalidDays'))}
          {field('late', t('remittances.settings.unpaidAfter'), late, setLate, t('remittances.settings.unpaidAfterHelp'), t('remittances.settings.invalidDays'))}
          {field('vat', t('remittances.settings.feeVat'), vat, setVat, null, t('remittances.settings.invalidPercent'))}
          <div className="grid content-start gap-1">
            <Label htmlFor={`${id}-currency`}>{t('remittances.settings.currency')}</Label>
            <CurrencySelect
              id={`${id}-currency`}
              value={currency}
              onChange={setCurrency}
              aria-invalid={currencyError !== null || undefined}
              aria-describedby={currencyError !== null ? `${id}-currency-error` : undefined}
            />
            {currencyError && (
              <p id={`${id}-currency-error`} className="text-xs font-medium text-red-700">
                {currencyError}
              </p>
            )}
          </div>
          <div className="grid content-start gap-1">
            <Label htmlFor={`${id}-language`}>{t('remittances.settings.language')}</Label>
            <NativeSelect id={`${id}-language`} value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(`remittances.dispute.languages.${code}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <div>
          <Button type="submit" disabled={saveSettings.isPending}>
            {t('remittances.settings.save')}
          </Button>
        </div>
      </Card>
    </form>
  );
}
