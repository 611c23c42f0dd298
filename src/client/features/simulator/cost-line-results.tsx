import { useTranslation } from '../../i18n/use-translation';
import type { CashFigures } from '@domain/model/cash';
import { deliveryRates } from '@domain/model/delivery-rates';
import type { MonthFigures } from '@domain/model/month';
import { formatCount, formatMoney, formatNumber, formatPercent, NOT_AVAILABLE } from '@domain/format';
import type { SimulationResult } from '@domain/model/simulate';
import { useLanguage } from '../../i18n/use-language';

interface CostLineResultsProps {
  /** The result the tabs show (per delivered order in the one-order view); null while a field cannot be read. */
  result: SimulationResult | null;
  /** True in the one-order view: every line is per delivered order, like the result cards. */
  perOrder: boolean;
  /** `planned`: leads per month are set, so the month's profit and cash can be shown. */
  month: { figures: MonthFigures; cash: CashFigures | null; planned: boolean } | null;
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

/**
 * The result lines beyond the cards: returns, the optional cost lines and both delivery rates, on the same base as the
 * cards (per delivered order in the one-order view), then the month and its cash, which need leads per month.
 */
export function CostLineResults({ result, perOrder, month }: CostLineResultsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (value: number | null | undefined) => (value === null || value === undefined ? null : formatMoney(value, language));
  const rates = result ? deliveryRates(result) : null;
  const breakEven = month?.figures.breakEvenLeadsPerMonth;
  const why = (key: 'noLeads' | 'losesPerLead' | 'never' | 'noRate' | 'noLeadsPerMonth') => t(`simulator.advanced.results.why.${key}`);
  const cash = month?.cash ?? null;
  // A month needs leads per month: without them its profit and cash are not shown, and say what to set.
  const monthWhy = month && !month.planned ? why('noLeadsPerMonth') : why('noLeads');
  const monthlyProfit = month?.planned ? month.figures.monthlyProfit : null;
  const returned = result ? (perOrder ? formatNumber(result.returnedOrders, language, 2) : formatCount(result.returnedOrders, language)) : null;
  return (
    <section aria-labelledby="cost-lines-heading" className="rounded-lg border border-slate-200 bg-white p-3">
      <h3 id="cost-lines-heading" className="text-sm font-semibold text-slate-900">
        {t('simulator.advanced.results.heading')}
      </h3>
      <p className="mb-1 text-xs text-slate-600" data-testid="cost-lines-base">
        {t(perOrder ? 'simulator.advanced.results.basePerOrder' : 'simulator.advanced.results.baseLeads')}
      </p>
      <dl className="grid gap-x-6 sm:grid-cols-2">
        <Line label={t('simulator.advanced.results.returnedOrders')} testId="result-returned-orders" value={returned} />
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
      </dl>
      <h4 id="month-lines-heading" className="mt-3 text-sm font-semibold text-slate-900">
        {t('simulator.advanced.results.monthHeading')}
      </h4>
      <dl aria-labelledby="month-lines-heading" className="grid gap-x-6 sm:grid-cols-2">
        <Line label={t('simulator.advanced.results.monthlyProfit')} testId="result-monthly-profit" value={money(monthlyProfit)} why={monthWhy} />
        <Line
          label={t('simulator.advanced.results.breakEvenLeadsPerMonth')}
          testId="result-break-even-leads-month"
          value={breakEven?.kind === 'value' ? formatCount(Math.ceil(breakEven.value), language) : null}
          why={breakEven?.kind === 'loses-per-lead' ? why('losesPerLead') : why('noLeads')}
        />
        <Line label={t('simulator.advanced.results.peakCash')} testId="result-peak-cash" value={money(cash?.peakCash)} why={monthWhy} />
        <Line
          label={t('simulator.advanced.results.paybackDay')}
          testId="result-payback-day"
          value={cash && cash.paybackDay !== null ? t('simulator.advanced.results.day', { day: formatCount(Math.ceil(cash.paybackDay), language) }) : null}
          why={cash ? why('never') : monthWhy}
        />
      </dl>
    </section>
  );
}
