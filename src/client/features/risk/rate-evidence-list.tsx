import { useTranslation } from '../../i18n/use-translation';
import { formatCount, formatPercent } from '@domain/format';
import type { RateEvidence } from '@domain/risk/rate-evidence';
import { useLanguage } from '../../i18n/use-language';

const TEST_ID_SUFFIX = { confirmedRate: 'confirmation', deliveredRate: 'delivery', upsellRate: 'upsell' } as const;

/** For each rate with observed counts: its interval, the orders still needed, and whether break-even is known. */
export function RateEvidenceList({ evidence }: { evidence: readonly RateEvidence[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (evidence.length === 0) return null;
  const verdictText = (item: RateEvidence) => {
    if (!item.breakEven || !item.verdict) return null;
    if (item.breakEven.kind !== 'value') return t(`risk.evidence.verdict.${item.breakEven.kind}`);
    return t(`risk.evidence.verdict.${item.verdict}`, { breakEven: formatPercent(item.breakEven.value, language) });
  };
  return (
    <section aria-labelledby="risk-evidence-heading" className="grid gap-2">
      <h4 id="risk-evidence-heading" className="text-sm font-semibold text-slate-900">
        {t('risk.evidence.heading')}
      </h4>
      <ul className="grid gap-2">
        {evidence.map((item) => {
          const suffix = TEST_ID_SUFFIX[item.key];
          const verdict = verdictText(item);
          return (
            <li key={item.key} className="grid gap-0.5 rounded-md border border-slate-200 p-2 text-sm" data-testid={`risk-evidence-${suffix}`}>
              <p className="font-medium text-slate-900">
                {t('risk.evidence.observed', {
                  input: t(`risk.inputs.${item.key}`),
                  rate: formatPercent((item.successes / item.trials) * 100, language),
                  successes: formatCount(item.successes, language),
                  trials: formatCount(item.trials, language),
                })}
              </p>
              <p className="tabular text-slate-700" data-testid={`risk-interval-${suffix}`}>
                {t('risk.evidence.interval', { low: formatPercent(item.interval.low, language), high: formatPercent(item.interval.high, language) })}
              </p>
              <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-slate-700">
                <span>{t('risk.evidence.ordersNeeded')}</span>
                <span data-testid={`risk-orders-needed-${suffix}`} className="tabular font-semibold text-slate-900">
                  {formatCount(item.ordersNeeded, language)}
                </span>
              </p>
              {item.source && (
                <p className="text-xs text-slate-600" data-testid={`risk-source-${suffix}`}>
                  {t('risk.evidence.fromLedger', {
                    product: item.source.sku,
                    country: item.source.countryCode ?? t('risk.ledger.everyCountry'),
                    from: item.source.from,
                    to: item.source.to,
                  })}
                  {item.source.projectedRate !== null &&
                    ` ${t('risk.evidence.projected', { orders: formatCount(item.source.projectedOrders, language), rate: formatPercent(item.source.projectedRate, language) })}`}
                </p>
              )}
              {item.ordersNeeded === 0 && <p className="text-slate-700">{t('risk.evidence.known')}</p>}
              {verdict && (
                <p data-testid={`risk-verdict-${suffix}`} data-verdict={item.verdict} className={item.verdict === 'unknown' ? 'font-medium text-amber-800' : 'text-slate-700'}>
                  {verdict}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
