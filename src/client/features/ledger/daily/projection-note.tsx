import { useTranslation } from '../../../i18n/use-translation';
import type { DailyAnswer, Projection } from '@domain/ledger/api-schemas';
import { useLanguage } from '../../../i18n/use-language';
import { formatCount, formatRate } from '../format-figures';

/** Which projected delivery rate settled the orders in transit, where it came from and on how many settled orders. */
export function ProjectionNote({ answer }: { answer: DailyAnswer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const keyText = (projection: Projection) =>
    projection.key === 'seller' ? t('ledger.daily.projection.seller') : projection.key.split('|').filter(Boolean).join(' · ');
  return (
    <section aria-labelledby="ledger-projection-title" className="grid gap-1 text-sm text-slate-700" data-testid="ledger-projection">
      <h2 id="ledger-projection-title" className="font-semibold text-slate-900">
        {t('ledger.daily.projection.title')}
      </h2>
      {answer.totals.inTransit === 0 || answer.projections.length === 0 ? (
        <p>{t('ledger.daily.projection.none')}</p>
      ) : (
        <ul className="grid list-disc gap-0.5 ps-5">
          {answer.projections.map((projection) => (
            <li key={projection.key}>
              {projection.rate === null
                ? t('ledger.daily.projection.noRate', { key: keyText(projection) })
                : t('ledger.daily.projection.line', {
                    count: projection.settledOrders,
                    number: formatCount(projection.settledOrders, language),
                    rate: formatRate(projection.rate, language),
                    source: t(`ledger.daily.projection.sources.${projection.source}`),
                    key: keyText(projection),
                  })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
