import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageStatus } from '../../../components/ui/page-status';
import { toast } from '../../../components/ui/use-toast';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/error-message';
import { adSpendQuery, settingsQuery, useCreateAdSpend, useDeleteAdSpend } from '../api';
import { presetRange, type DayRange } from '../date-range';
import { formatAmount, formatDay } from '../format-figures';
import { LedgerLayout } from '../ledger-layout';
import { AdSpendForm } from './ad-spend-form';

/** The ad spend of a period, day by day, and a form to type one more. */
export function AdSpendScreen() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery());
  return (
    <LedgerLayout
      title={t('ledger.adSpend.title')}
      actions={
        <Button asChild variant="secondary" size="sm">
          <Link href="/ledger/import">{t('ledger.adSpend.importLink')}</Link>
        </Button>
      }
    >
      <p className="text-sm text-slate-700">{t('ledger.adSpend.intro')}</p>
      {settings.isPending ? (
        <PageStatus>{t('ledger.adSpend.loading')}</PageStatus>
      ) : settings.isError ? (
        <LoadFailed message={t('ledger.loadFailed')} onRetry={() => void settings.refetch()} />
      ) : (
        <AdSpendBody timeZone={settings.data.timeZone} currency={settings.data.reportingCurrency} />
      )}
    </LedgerLayout>
  );
}

function AdSpendBody({ timeZone, currency }: { timeZone: string; currency: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [range, setRange] = useState<DayRange>(() => presetRange('days30', timeZone, new Date()));
  const spend = useQuery(adSpendQuery(range.from, range.to));
  const create = useCreateAdSpend();
  const remove = useDeleteAdSpend();
  const fail = (error: unknown) => toast({ title: t('errors.title'), description: errorMessage(error, t), variant: 'destructive' });
  return (
    <>
      <Card className="grid gap-3 p-4">
        <h2 className="text-base font-semibold text-slate-900">{t('ledger.adSpend.add')}</h2>
        <AdSpendForm
          today={range.to}
          currency={currency}
          pending={create.isPending}
          onSubmit={(input) => create.mutateAsync(input).then(() => toast({ title: t('ledger.adSpend.saved') }))}
        />
      </Card>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-from`}>{t('ledger.daily.from')}</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={range.from}
            max={range.to}
            onChange={(event) => event.target.value && setRange({ ...range, from: event.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-to`}>{t('ledger.daily.to')}</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={range.to}
            min={range.from}
            onChange={(event) => event.target.value && setRange({ ...range, to: event.target.value })}
          />
        </div>
      </div>
      {spend.isPending ? (
        <PageStatus>{t('ledger.adSpend.loading')}</PageStatus>
      ) : spend.isError ? (
        <LoadFailed message={t('ledger.loadFailed')} onRetry={() => void spend.refetch()} />
      ) : spend.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700">{t('ledger.adSpend.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {spend.data.map((row) => (
            <li
              key={row.id}
              data-testid="ledger-ad-spend-row"
              className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-3 text-sm"
            >
              <span className="font-semibold text-slate-900">{formatDay(row.date, language)}</span>
              <span>{t(`ledger.platforms.${row.platform}`)}</span>
              <span className="min-w-0 flex-1 break-words text-slate-700">
                {[row.campaign, row.sku, row.countryCode].filter(Boolean).join(' · ')}
              </span>
              <span className="font-medium tabular-nums">{formatAmount(row.amount, language)}</span>
              <Button
                variant="dangerGhost"
                size="icon"
                aria-label={t('ledger.adSpend.delete', { date: formatDay(row.date, language) })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(row.id, { onSuccess: () => toast({ title: t('ledger.adSpend.deleted') }), onError: fail })}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
