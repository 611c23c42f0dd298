import type { TFunction } from 'i18next';
import { formatCount, formatMoney, formatPercent, intlLocale, type Language } from '@domain/format';
import { toMajor } from '@domain/money';
import { isolate } from '../../lib/bidi-isolate';
import type { QuietCampaign, Warning } from '@domain/warnings/api-schemas';

// A warning as sentences in the page's language. The server computes every figure; these only write them.

/** "10–16 Nov" in the page's language: the window's placing days, written as days of the calendar. */
export function formatWindow(window: { from: string; to: string }, language: Language): string {
  const format = new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return format.formatRange(new Date(`${window.from}T00:00:00Z`), new Date(`${window.to}T00:00:00Z`));
}

/** A metric's value as written: rates in percent, the cost per lead and profit per day in dollars. */
function metricValue(metric: Warning['metric'], value: number | null, language: Language, t: TFunction): string {
  if (value === null) return t('warnings.noBreakEven');
  return metric === 'deliveredRate' || metric === 'confirmedRate' ? formatPercent(value, language) : formatMoney(value, language);
}

/** Which campaign: the plan with its product and country, or the product and country alone. */
export function campaignName(campaign: Pick<Warning, 'plan' | 'sku' | 'productName' | 'countryCode'>, t: TFunction): string {
  const product = isolate(campaign.productName ?? campaign.sku);
  return campaign.plan
    ? t('warnings.campaignPlan', { name: isolate(campaign.plan.name), product, country: campaign.countryCode })
    : t('warnings.campaignProduct', { product, country: campaign.countryCode });
}

/** "Delivery rate of orders from 10–16 Nov projected at 41 %, break-even 47 %: −$60.00 a week". */
export function warningMessage(warning: Warning, language: Language, t: TFunction): string {
  // Each figure is isolated: a signed amount in an Arabic sentence keeps its sign before its digits.
  return t(`warnings.message.${warning.metric}`, {
    window: isolate(formatWindow(warning.window, language)),
    value: isolate(metricValue(warning.metric, warning.value, language, t)),
    breakEven: isolate(metricValue(warning.metric, warning.breakEven, language, t)),
    money: isolate(formatMoney(toMajor(warning.moneyPerWeek), language)),
  });
}

/** The lines of "How is this computed?". */
export function explanationLines(warning: Warning, language: Language, t: TFunction): string[] {
  const { explanation: e } = warning;
  const count = (value: number) => formatCount(value, language);
  const percent = (value: number | null) => (value === null ? t('warnings.noBreakEven') : formatPercent(value, language));
  const dollars = (value: number | null) => (value === null ? t('warnings.noBreakEven') : formatMoney(value, language));
  const rate = e.projection.rate === null ? t('warnings.noBreakEven') : formatPercent(e.projection.rate * 100, language);
  return [
    t('warnings.explain.window', { window: formatWindow(warning.window, language) }),
    t('warnings.explain.cohort', {
      orders: count(e.orders),
      confirmed: count(e.confirmed),
      delivered: count(e.delivered),
      returned: count(e.returned),
      inTransit: count(e.inTransit),
    }),
    e.projection.source === 'plan'
      ? t('warnings.explain.projectionPlan', { rate })
      : t('warnings.explain.projection', {
          rate,
          source: t(`warnings.source.${e.projection.source}`),
          settled: count(e.projection.settledOrders),
        }),
    t('warnings.explain.inputs', {
      leads: count(e.inputs.totalLeads),
      cpl: formatMoney(e.inputs.adsCost, language),
      confirmed: formatPercent(e.inputs.confirmedRate, language),
      delivered: formatPercent(e.inputs.deliveredRate, language),
      value: formatMoney(e.inputs.averageAOV, language),
    }),
    t('warnings.explain.breakEvens', {
      delivered: percent(e.breakEvens.deliveredRate),
      confirmed: percent(e.breakEvens.confirmedRate),
      cpl: dollars(e.breakEvens.adsCost),
    }),
    t('warnings.explain.model'),
  ];
}

export function quietMessage(campaign: QuietCampaign, language: Language, t: TFunction): string {
  return t(`warnings.quiet.${campaign.reason}`, { campaign: campaignName(campaign, t), orders: formatCount(campaign.orders, language) });
}
