import { useTranslation } from 'react-i18next';
import type { CashFigures } from '@domain/model/cash';
import { deliveryRates } from '@domain/model/delivery-rates';
import type { MonthFigures } from '@domain/model/month';
import { formatCount, formatMoney, formatPercent, NOT_AVAILABLE } from '@domain/format';
import type { SimulationResult } from '@domain/model/simulate';
import { useLanguage } from '../../i18n/use-language';

interface CostLineResultsProps {
  /** The lead view's result; null while a field cannot be read. */
  result: SimulationResult | null;
  month: { figures: MonthFigures; cash: CashFigures | null } | null;
}

/** One figure of the cost lines; a figure that cannot be computed shows "—" and says why, never 0. */
function Line({ label, testId, value, why }: { label: string; testId: string; value: string | null; why?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-1.5 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-end">
        <span data-testid={testId} className="tabular font-semibold text-slate-900">
          {value ?? NOT_AVAILABLE}
        </span>
        {value === null && why && <span className="block text-xs text-slate-500">{why}</span>}
      </dd>
    </div>
  );
}

/** Result lines: returns, the cost lines beyond the funnel (docs/product.md#the-cost-model), both delivery rates, the month and its cash. */
export function CostLineResults({ result, month }: CostLineResultsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (value: number | null | undefined) => (value === null || value === undefined ? null : formatMoney(value, language));
  const rates = result ? deliveryRates(result) : null;
  const breakEven = month?.figures.breakEvenLeadsPerMonth;
  const why = (key: 'noLeads' | 'losesPerLead' | 'never' | 'noRate') => t(`simulator.advanced.results.why.${key}`);
  const cash = month?.cash ?? null;
  return (
    <section aria-labelledby="cost-lines-heading" className="rounded-lg border border-slate-200 bg-white p-3">
      <h3 id="cost-lines-heading" className="mb-1 text-sm font-semibold text-slate-900">
        {t('simulator.advanced.results.heading')}
      </h3>
      <dl className="grid gap-x-6 sm:grid-cols-2">
        <Line label={t('simulator.advanced.results.returnedOrders')} testId="result-returned-orders" value={result ? formatCount(result.returnedOrders, language) : null} />
        <Line label={t('simulator.advanced.results.returnCosts')} testId="result-return-costs" value={money(result?.returnCosts)} />
        <Line label={t('simulator.advanced.results.returnLoss')} testId="result-return-loss" value={money(result?.returnLoss)} />
        <Line label={t('simulator.advanced.results.packaging')} testId="result-packaging" value={money(result?.packaging)} />
        <Line label={t('simulator.advanced.results.tax')} testId="result-tax" value={money(result?.tax)} />
        <Line label={t('simulator.advanced.results.feeVat')} testId="result-fee-vat" value={money(result?.feeVat)} />
        <Line
          label={t('simulator.advanced.results.deliveryRateOfConfirmed')}
          testId="result-delivery-rate-confirmed"
          value={rates?.ofConfirmed == null ? null : formatPercent(rates.ofConfirmed, language)}
          why={why('noRate')}
        />
        <Line
          label={t('simulator.advanced.results.deliveryRateOfLeads')}
          testId="result-delivery-rate-leads"
          value={rates?.ofLeads == null ? null : formatPercent(rates.ofLeads, language)}
          why={why('noRate')}
        />
        <Line label={t('simulator.advanced.results.monthlyProfit')} testId="result-monthly-profit" value={money(month?.figures.monthlyProfit)} why={why('noLeads')} />
        <Line
          label={t('simulator.advanced.results.breakEvenLeadsPerMonth')}
          testId="result-break-even-leads-month"
          value={breakEven?.kind === 'value' ? formatCount(Math.ceil(breakEven.value), language) : null}
          why={breakEven?.kind === 'loses-per-lead' ? why('losesPerLead') : why('noLeads')}
        />
        <Line label={t('simulator.advanced.results.peakCash')} testId="result-peak-cash" value={money(cash?.peakCash)} why={why('noLeads')} />
        <Line
          label={t('simulator.advanced.results.paybackDay')}
          testId="result-payback-day"
          value={cash && cash.paybackDay !== null ? t('simulator.advanced.results.day', { day: formatCount(Math.ceil(cash.paybackDay), language) }) : null}
          why={cash ? why('never') : why('noLeads')}
        />
      </dl>
    </section>
  );
}
