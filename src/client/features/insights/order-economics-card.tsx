import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatMoney, formatNumber, NOT_AVAILABLE } from '@domain/format';
import { orderEconomics, perOrderReason, roasReason } from '@domain/model/insights';
import type { SimulationInput } from '@domain/model/simulate';
import { cn } from '../../lib/cn';
import { useLanguage } from '../../i18n/use-language';
import { HowComputed } from './how-computed';
import { InsightCard } from './insight-card';
import { figureOrDash, UnavailableReasonText } from './unavailable';

const LINES = ['revenue', 'adCost', 'serviceCost', 'productCost', 'otherCosts'] as const;

/** Money per delivered order, and ROAS on delivered revenue beside the naive ROAS an ad dashboard shows. */
export function OrderEconomicsCard({ input }: { input: SimulationInput }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const economics = useMemo(() => orderEconomics(input), [input]);
  const per = economics.perDeliveredOrder;
  const perReason = perOrderReason(input, economics);
  const roas = (value: number | null) => figureOrDash(value, (ratio) => t('insights.perOrder.roasValue', { value: formatNumber(ratio, language, 2) }));
  const roasWhy = roasReason(input, economics.roas);
  const naiveWhy = roasReason(input, economics.naiveRoas);

  return (
    <InsightCard id="insights-per-order" title={t('insights.perOrder.heading')} intro={t('insights.perOrder.intro')}>
      {perReason && (
        <p role="status" className="mb-2 rounded-md bg-slate-100 p-2 text-sm text-slate-700">
          <UnavailableReasonText reason={perReason} testId="insight-profit-per-order" look="body" />
        </p>
      )}
      <dl className="grid gap-1.5 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t('insights.perOrder.leads')}</dt>
          <dd className="tabular font-medium text-slate-900">{per ? formatNumber(per.leads, language, 2) : NOT_AVAILABLE}</dd>
        </div>
        {/* Packaging, tax and VAT on fees only when one of them is in use, so the lines add up to the profit. */}
        {LINES.filter((line) => line !== 'otherCosts' || (per && per.otherCosts !== 0)).map((line) => (
          <div key={line} className="flex justify-between gap-3">
            <dt className="text-slate-600">{t(`insights.perOrder.${line}`)}</dt>
            <dd className="tabular font-medium text-slate-900">{per ? formatMoney(per[line], language) : NOT_AVAILABLE}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-1.5">
          <dt className="font-semibold text-slate-900">{t('insights.perOrder.profit')}</dt>
          <dd
            data-testid="insight-profit-per-order"
            className={cn('tabular font-bold', !per ? 'text-slate-900' : per.profit >= 0 ? 'text-green-800' : 'text-red-700')}
          >
            {per ? formatMoney(per.profit, language) : NOT_AVAILABLE}
          </dd>
        </div>
      </dl>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <div className="rounded-lg border border-brand-100 bg-brand-50 p-3">
          <p className="text-xs font-medium text-brand-900">{t('insights.perOrder.roas')}</p>
          <p data-testid="insight-roas" className="tabular mt-1 text-lg font-bold text-brand-900">
            {roas(economics.roas)}
          </p>
          {roasWhy && <UnavailableReasonText reason={roasWhy} testId="insight-roas" />}
        </div>
        <div className="rounded-lg border border-slate-200 p-3">
          <p className="text-xs font-medium text-slate-600">{t('insights.perOrder.naiveRoas')}</p>
          <p data-testid="insight-naive-roas" className="tabular mt-1 text-lg font-bold text-slate-700">
            {roas(economics.naiveRoas)}
          </p>
          {naiveWhy && <UnavailableReasonText reason={naiveWhy} testId="insight-naive-roas" />}
        </div>
      </div>
      <p className="mt-2 text-xs text-slate-600">{t('insights.perOrder.roasExplanation')}</p>
      <HowComputed topics={['perOrder', 'roas']} />
    </InsightCard>
  );
}
