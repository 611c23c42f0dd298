import { useTranslation } from '../../i18n/use-translation';
import type { Country } from '@domain/entities';
import { formatCount, formatMoney, formatNumber } from '@domain/format';
import { formatDollarsIn, isUsableRate, localCurrency } from '@domain/money';
import type { SimulationResult } from '@domain/model/simulate';
import { cn } from '../../lib/cn';
import { useLanguage } from '../../i18n/use-language';
import { InsightCard } from './insight-card';
import { usePlaceNames } from '../../lib/use-place-names';

const LINES = [
  { key: 'revenue', field: 'sellingPrice', testId: 'insight-local-revenue' },
  { key: 'totalInvestment', field: 'totalInvestment', testId: 'insight-local-total-investment' },
  { key: 'profit', field: 'profit', testId: 'insight-local-profit' },
] as const;

interface LocalCurrencyCardProps {
  country: Country | undefined;
  /** Lead-view results (the figures a saved simulation keeps). */
  result: SimulationResult;
  /** The simulation's rate (the seller's override, or the country's as decision 0028 resolves it); null: none. */
  currencyRate: number | null;
}

/** Revenue, total investment and profit in the selected country's currency next to dollars. */
export function LocalCurrencyCard({ country, result, currencyRate }: LocalCurrencyCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const local = localCurrency(country?.currencyCode, currencyRate);
  const names = usePlaceNames();

  return (
    <InsightCard id="insights-local-currency" title={t('insights.localCurrency.heading')}>
      {!country && <p className="text-sm text-slate-600">{t('insights.localCurrency.noCountry')}</p>}
      {country && !isUsableRate(currencyRate) && <p className="text-sm text-slate-600">{t('insights.localCurrency.noRate')}</p>}
      {country && isUsableRate(currencyRate) && !local && (
        <p className="text-sm text-slate-600" data-testid="insight-local-no-code">
          {t('insights.localCurrency.noCode', { label: country.currency })}
        </p>
      )}
      {country && local && (
        <>
          <p className="mb-3 text-sm text-slate-600">
            {t('insights.localCurrency.rate', { value: formatNumber(local.perUsd, language, 4), currency: names.currency(country.currency, local.code) })}
            <br />
            <span className="text-xs">{t('insights.localCurrency.basis', { count: result.leads, leads: formatCount(result.leads, language) })}</span>
          </p>
          <dl className="grid gap-2 text-sm">
            {LINES.map(({ key, field, testId }) => {
              const dollars = result[field];
              const tone = key === 'profit' ? (dollars >= 0 ? 'text-green-800' : 'text-red-700') : 'text-slate-900';
              return (
                <div key={key} className="grid gap-0.5 rounded-md border border-slate-200 p-2">
                  <dt className="text-xs font-medium text-slate-600">{t(`insights.localCurrency.${key}`)}</dt>
                  <dd className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span data-testid={testId} className={cn('tabular text-base font-bold', tone)}>
                      {formatDollarsIn(dollars, local, language)}
                    </span>
                    <span className="tabular text-xs text-slate-500">{formatMoney(dollars, language)}</span>
                  </dd>
                </div>
              );
            })}
          </dl>
        </>
      )}
    </InsightCard>
  );
}
