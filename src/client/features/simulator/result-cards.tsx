import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatCount, formatMoney, formatNumber, formatPercent, NOT_AVAILABLE, type Language } from '@domain/format';
import { formatDollarsIn, type LocalCurrency } from '@domain/money';
import type { SimulationResult } from '@domain/model/simulate';
import { cn } from '../../lib/cn';
import { useLanguage } from '../../i18n/use-language';

interface ResultCardProps {
  label: string;
  value: string;
  testId: string;
  tone?: 'neutral' | 'profit' | 'loss' | 'accent';
  hint?: ReactNode;
}

function ResultCard({ label, value, testId, tone = 'neutral', hint, localValue }: ResultCardProps & { localValue?: string }) {
  return (
    <div
      className={cn(
        'rounded-lg border p-3',
        tone === 'profit' && 'border-green-300 bg-green-50',
        tone === 'loss' && 'border-red-300 bg-red-50',
        tone === 'accent' && 'border-brand-100 bg-brand-50',
        tone === 'neutral' && 'border-slate-200 bg-white',
      )}
    >
      <p className="text-xs font-medium text-slate-600">{label}</p>
      <p
        data-testid={testId}
        className={cn(
          'tabular mt-1 text-lg font-bold',
          tone === 'profit' && 'text-green-800',
          tone === 'loss' && 'text-red-700',
        )}
      >
        {value}
      </p>
      {localValue && (
        <p data-testid={`${testId}-local`} className="tabular text-xs font-medium text-slate-600">
          {localValue}
        </p>
      )}
      {hint && <p className="mt-0.5 text-xs text-slate-500">{hint}</p>}
    </div>
  );
}

/** Counts read as whole orders in the lead view, but per delivered order they are fractions worth showing. */
function formatOrders(value: number, perOrder: boolean, language: Language): string {
  return perOrder ? formatNumber(value, language, 2) : formatCount(value, language);
}

/** The result cards (docs/product.md#the-funnel); `result` null shows "—" (nothing delivered per order, or a field that cannot be read). */
export function ResultCards({
  result,
  perOrder,
  local,
}: {
  result: SimulationResult | null;
  perOrder: boolean;
  /** The country's currency and rate: each amount is shown in it too, under the dollars. */
  local?: LocalCurrency;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (value: number | undefined) => (value === undefined ? NOT_AVAILABLE : formatMoney(value, language));
  const r = result ?? undefined;
  const inLocal = (value: number | undefined) => (value === undefined || !local ? undefined : formatDollarsIn(value, local, language));
  const profitTone = !r ? 'neutral' : r.profit >= 0 ? 'profit' : 'loss';
  return (
    <div aria-live="polite" className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-5">
      <ResultCard
        label={t('simulator.results.confirmedOrders')}
        testId="result-confirmed-orders"
        value={r ? formatOrders(r.confirmedOrders, perOrder, language) : NOT_AVAILABLE}
        hint={r && perOrder ? t('simulator.results.leadsNeeded', { count: r.leads, value: formatNumber(r.leads, language, 2) }) : undefined}
      />
      <ResultCard
        label={t('simulator.results.deliveredOrders')}
        testId="result-delivered-orders"
        value={r ? formatOrders(r.deliveredOrders, perOrder, language) : NOT_AVAILABLE}
      />
      <ResultCard label={t('simulator.results.servicesCost')} testId="result-services-cost" value={money(r?.servicesCost)} localValue={inLocal(r?.servicesCost)} />
      <ResultCard label={t('simulator.results.adCosts')} testId="result-ad-costs" value={money(r?.adCosts)} localValue={inLocal(r?.adCosts)} />
      <ResultCard label={t('simulator.results.productCosts')} testId="result-product-costs" value={money(r?.productCosts)} localValue={inLocal(r?.productCosts)} />
      <ResultCard label={t('simulator.results.percentageCost')} testId="result-percentage-cost" value={money(r?.percentageCost)} localValue={inLocal(r?.percentageCost)} />
      <ResultCard label={t('simulator.results.investment')} testId="result-investment" value={money(r?.investment)} localValue={inLocal(r?.investment)} />
      <ResultCard label={t('simulator.results.totalInvestment')} testId="result-total-investment" value={money(r?.totalInvestment)} localValue={inLocal(r?.totalInvestment)} />
      <ResultCard label={t('simulator.results.profit')} testId="result-profit" value={money(r?.profit)} localValue={inLocal(r?.profit)} tone={profitTone} />
      <ResultCard
        label={t('simulator.results.roi')}
        testId="result-roi"
        value={r ? formatPercent(r.roi, language) : NOT_AVAILABLE}
        tone={profitTone}
      />
    </div>
  );
}
