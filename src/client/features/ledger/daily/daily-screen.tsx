import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import { DAILY_RANGE_MAX_DAYS, type DailyQuery } from '@domain/ledger/api-schemas';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageStatus } from '../../../components/ui/page-status';
import { dailyQuery, settingsQuery } from '../api';
import { presetRange, type RangePreset } from '../date-range';
import { LedgerLayout } from '../ledger-layout';
import { DailyCards } from './daily-cards';
import { DAILY_TABLES } from './daily-columns';
import { DailyControls, type DailyChoice } from './daily-controls';
import { DailyExports } from './daily-exports';
import { DailyTable } from './daily-table';
import { DailyTotals } from './daily-totals';
import { CostNote } from './cost-note';
import { ProjectionNote } from './projection-note';
import { TrendFigure } from './trend-figure';

const dayCount = ({ from, to }: { from: string; to: string }) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** The seller's morning screen: the period's orders, rates, costs and profit, realised and projected. */
export function DailyScreen() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery());
  if (settings.isPending)
    return (
      <LedgerLayout title={t('ledger.daily.title')}>
        <PageStatus>{t('ledger.daily.loading')}</PageStatus>
      </LedgerLayout>
    );
  if (settings.isError) {
    return (
      <LedgerLayout title={t('ledger.daily.title')}>
        <LoadFailed message={t('ledger.loadFailed')} onRetry={() => void settings.refetch()} />
      </LedgerLayout>
    );
  }
  return <DailyBody timeZone={settings.data.timeZone} />;
}

function DailyBody({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<DailyChoice>(() => ({
    preset: 'days7',
    range: presetRange('days7', timeZone, new Date()),
    groupBy: 'day',
    splitBy: 'none',
  }));
  const days = dayCount(choice.range);
  const valid = days >= 0 && days < DAILY_RANGE_MAX_DAYS;
  const query: DailyQuery = { from: choice.range.from, to: choice.range.to, groupBy: choice.groupBy, splitBy: choice.splitBy };
  const daily = useQuery({ ...dailyQuery(query), enabled: valid, placeholderData: keepPreviousData });
  // The chart shows the period's trend as a whole, whatever the split: the same question unsplit.
  const trend = useQuery({ ...dailyQuery({ ...query, splitBy: 'none' }), enabled: valid, placeholderData: keepPreviousData });

  const onPreset = (preset: RangePreset) =>
    setChoice((current) => ({
      ...current,
      preset,
      range: preset === 'custom' ? current.range : presetRange(preset, timeZone, new Date()),
    }));

  return (
    <LedgerLayout title={t('ledger.daily.title')}>
      <p className="text-sm text-slate-700">{t('ledger.daily.intro')}</p>
      <DailyControls
        choice={choice}
        onPreset={onPreset}
        onRange={(range) => setChoice((current) => ({ ...current, range }))}
        onGroupBy={(groupBy) => setChoice((current) => ({ ...current, groupBy }))}
        onSplitBy={(splitBy) => setChoice((current) => ({ ...current, splitBy }))}
      />
      {!valid ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('ledger.daily.invalidRange')}
        </p>
      ) : daily.isPending ? (
        <PageStatus>{t('ledger.daily.loading')}</PageStatus>
      ) : daily.isError ? (
        <LoadFailed message={t('ledger.loadFailed')} onRetry={() => void daily.refetch()} />
      ) : (
        <div className="grid gap-4" aria-busy={daily.isFetching} data-testid="ledger-daily">
          <p className="text-xs text-slate-600">
            {t('ledger.daily.currencyNote', { currency: daily.data.currency, zone: daily.data.timeZone })}
          </p>
          <DailyTotals totals={daily.data.totals} />
          <ProjectionNote answer={daily.data} />
          <CostNote answer={daily.data} />
          {daily.data.totals.orders === 0 && daily.data.totals.adSpend.minor === 0 ? (
            <div className="grid justify-items-start gap-2 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700">
              <p>{t('ledger.daily.empty')}</p>
              <Button asChild size="sm">
                <Link href="/ledger/import">{t('ledger.daily.importLink')}</Link>
              </Button>
            </div>
          ) : (
            <>
              {trend.data && <TrendFigure answer={trend.data} />}
              <section aria-labelledby="ledger-rows-title" className="grid min-w-0 gap-2">
                <h2 id="ledger-rows-title" className="text-base font-semibold text-slate-900">
                  {t('ledger.daily.rows')}
                </h2>
                {/* Both layouts are in the page and CSS shows one: nothing waits for a script to notice the width. */}
                <div className="hidden min-w-0 gap-4 lg:grid">
                  {DAILY_TABLES.map((table) => (
                    <section key={table.key} aria-labelledby={`ledger-table-${table.key}`} className="grid min-w-0 gap-1">
                      <h3 id={`ledger-table-${table.key}`} className="text-sm font-semibold text-slate-800">
                        {t(`ledger.daily.tables.${table.key}`)}
                      </h3>
                      <DailyTable answer={daily.data} columns={table.columns} titleId={`ledger-table-${table.key}`} />
                    </section>
                  ))}
                </div>
                <div className="lg:hidden">
                  <DailyCards answer={daily.data} />
                </div>
              </section>
            </>
          )}
          <DailyExports query={query} />
        </div>
      )}
    </LedgerLayout>
  );
}
