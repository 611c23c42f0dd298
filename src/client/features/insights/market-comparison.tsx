import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { flagEmoji } from '@domain/entities';
import { formatMoney, formatPercent } from '@domain/format';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { cn } from '../../lib/cn';
import { useLanguage } from '../../i18n/use-language';
import type { SimulatorSnapshot } from '../../lib/simulator-snapshot';
import { InsightCard } from './insight-card';
import { marketKey } from './markets';
import { useMarketComparison } from './use-market-comparison';
import { HowComputed } from './how-computed';
import { figureOrDash, UnavailableReasonText } from './unavailable';
import { breakEvenCplReason, roiReason } from '@domain/model/insights';
import { useMediaQuery } from '../../lib/use-media-query';
import { shownCountryName, shownServiceName } from '@domain/sample-names';
import type { MarketComparisonRow as MarketRow } from '@domain/model/insights';

const HEAD = 'whitespace-nowrap border-b border-slate-200 px-2 py-2 text-xs font-semibold text-slate-600';
const CELL = 'border-b border-slate-100 px-2 py-2 align-middle';

// Tailwind's md: below it the six columns only scroll sideways, so each market is a card.
const WIDE = '(min-width: 48rem)';

/** The ranked comparison across markets; a row's button switches the simulator to that market. */
export function MarketComparison({ snapshot }: { snapshot: SimulatorSnapshot }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const wide = useMediaQuery(WIDE);
  const { rows, base, currentKey, isLoading, isError, retry } = useMarketComparison(snapshot);
  const [announcement, setAnnouncement] = useState('');
  const codeOf = new Map(snapshot.countries.map((country) => [country.id, country.code]));
  /** What a row shows, the same in the table and in a phone's card; the sample catalogue in the reader's language. */
  const view = (row: MarketRow, index: number) => {
    const key = marketKey(row.countryId, row.serviceId);
    const serviceName = row.serviceName === null ? t('insights.comparison.allServices') : shownServiceName(row.serviceName, language);
    const country = shownCountryName(codeOf.get(row.countryId), row.countryName, language);
    const marketName = `${country} · ${serviceName}`;
    const roiWhy = roiReason(row.result.investment);
    const cplWhy = breakEvenCplReason(base, row.breakEvenCpl);
    const choose = () => {
      snapshot.selectMarket(row.countryId, row.serviceId);
      setAnnouncement(t('insights.comparison.switched', { market: marketName }));
    };
    return { key, current: key === currentKey, serviceName, country, marketName, roiWhy, cplWhy, choose, flag: flagEmoji(codeOf.get(row.countryId)), rank: index + 1 };
  };

  return (
    <InsightCard id="insights-comparison" title={t('insights.comparison.heading')} intro={t('insights.comparison.intro')}>
      {isLoading && <p role="status" className="text-sm text-slate-600">{t('insights.comparison.loading')}</p>}
      {isError && <LoadFailed message={t('insights.comparison.error')} onRetry={retry} />}
      {!isLoading && !isError && rows.length === 0 && <p className="text-sm text-slate-600">{t('insights.comparison.empty')}</p>}
      {rows.length > 0 && !wide && (
        <ol data-testid="country-comparison" aria-label={t('insights.comparison.heading')} className="grid gap-2">
          {rows.map((row, index) => {
            const v = view(row, index);
            return (
              <li
                key={v.key}
                data-market={v.key}
                aria-current={v.current ? 'true' : undefined}
                className={cn('grid gap-2 rounded-md border border-slate-200 p-3', v.current && 'border-s-4 border-s-brand-700 bg-brand-50')}
              >
                <div className="flex items-start gap-2">
                  <span className="tabular pt-0.5 text-sm text-slate-600">{v.rank}</span>
                  <div className="min-w-0 flex-1">
                    <span className="block break-words font-medium text-slate-900">
                      <span aria-hidden className="me-1">{v.flag}</span>
                      {v.country}
                    </span>
                    <span className="block break-words text-xs text-slate-600">{v.serviceName}</span>
                    {v.current && (
                      <span className="mt-0.5 inline-block rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">
                        {t('insights.comparison.current')}
                      </span>
                    )}
                  </div>
                  {!v.current && (
                    <Button type="button" size="sm" variant="secondary" aria-label={t('insights.comparison.chooseLabel', { market: v.marketName })} onClick={v.choose}>
                      {t('insights.comparison.choose')}
                    </Button>
                  )}
                </div>
                <dl className="grid grid-cols-3 gap-2 text-sm">
                  <div className="min-w-0">
                    <dt className="text-xs font-semibold text-slate-600">{t('insights.comparison.profit')}</dt>
                    <dd data-cell="profit" className={cn('tabular font-semibold', row.profit >= 0 ? 'text-green-800' : 'text-red-700')}>
                      {formatMoney(row.profit, language)}
                    </dd>
                  </div>
                  <div className="min-w-0">
                    <dt className="text-xs font-semibold text-slate-600">{t('insights.comparison.roi')}</dt>
                    <dd>
                      <span data-cell="roi" className="tabular">
                        {figureOrDash(v.roiWhy ? null : row.roi, (roi) => formatPercent(roi, language))}
                      </span>
                      {v.roiWhy && <UnavailableReasonText reason={v.roiWhy} testId={`comparison-roi-${index}`} />}
                    </dd>
                  </div>
                  <div className="min-w-0">
                    <dt className="text-xs font-semibold text-slate-600">{t('insights.comparison.breakEvenCpl')}</dt>
                    <dd>
                      <span data-cell="break-even-cpl" className="tabular">
                        {figureOrDash(row.breakEvenCpl, (cpl) => formatMoney(cpl, language))}
                      </span>
                      {v.cplWhy && <UnavailableReasonText reason={v.cplWhy} testId={`comparison-break-even-cpl-${index}`} />}
                    </dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ol>
      )}
      {rows.length > 0 && wide && (
        <div className="relative -mx-2 overflow-x-auto">
          <table data-testid="country-comparison" className="w-full border-collapse text-sm">
            <caption className="sr-only">{t('insights.comparison.heading')}</caption>
            <thead>
              <tr>
                <th scope="col" className={cn(HEAD, 'text-center')}>{t('insights.comparison.rank')}</th>
                <th scope="col" className={cn(HEAD, 'text-start')}>{t('insights.comparison.market')}</th>
                <th scope="col" className={cn(HEAD, 'text-end')}>{t('insights.comparison.profit')}</th>
                <th scope="col" className={cn(HEAD, 'text-end')}>{t('insights.comparison.roi')}</th>
                <th scope="col" className={cn(HEAD, 'text-end')}>{t('insights.comparison.breakEvenCpl')}</th>
                <th scope="col" className={cn(HEAD, 'text-end')}>
                  <span className="sr-only">{t('insights.comparison.action')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const { key, current, serviceName, country, marketName, roiWhy, cplWhy, choose, flag } = view(row, index);
                return (
                  <tr
                    key={key}
                    data-market={key}
                    aria-current={current ? 'true' : undefined}
                    className={cn(current && 'bg-brand-50')}
                  >
                    <td className={cn(CELL, 'tabular text-center text-slate-600', current && 'border-s-4 border-s-brand-700')}>
                      {index + 1}
                    </td>
                    <th scope="row" className={cn(CELL, 'min-w-36 text-start font-normal')}>
                      <span className="block font-medium text-slate-900">
                        <span aria-hidden className="me-1">{flag}</span>
                        {country}
                      </span>
                      <span className="block text-xs text-slate-600">{serviceName}</span>
                      {current && (
                        <span className="mt-0.5 inline-block rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">
                          {t('insights.comparison.current')}
                        </span>
                      )}
                    </th>
                    <td data-cell="profit" className={cn(CELL, 'tabular whitespace-nowrap text-end font-semibold', row.profit >= 0 ? 'text-green-800' : 'text-red-700')}>
                      {formatMoney(row.profit, language)}
                    </td>
                    <td className={cn(CELL, 'text-end')}>
                      <span data-cell="roi" className="tabular whitespace-nowrap">
                        {figureOrDash(roiWhy ? null : row.roi, (roi) => formatPercent(roi, language))}
                      </span>
                      {roiWhy && <UnavailableReasonText reason={roiWhy} testId={`comparison-roi-${index}`} className="min-w-28" />}
                    </td>
                    <td className={cn(CELL, 'text-end')}>
                      <span data-cell="break-even-cpl" className="tabular whitespace-nowrap">
                        {figureOrDash(row.breakEvenCpl, (cpl) => formatMoney(cpl, language))}
                      </span>
                      {cplWhy && <UnavailableReasonText reason={cplWhy} testId={`comparison-break-even-cpl-${index}`} className="min-w-28" />}
                    </td>
                    <td className={cn(CELL, 'text-end')}>
                      {!current && (
                        <Button
                          type="button"
                          size="sm"
                          variant="secondary"
                          aria-label={t('insights.comparison.chooseLabel', { market: marketName })}
                          onClick={choose}
                        >
                          {t('insights.comparison.choose')}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-2 text-xs text-slate-500">{t('insights.comparison.note')}</p>
      <HowComputed topics={['comparison']} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </InsightCard>
  );
}
