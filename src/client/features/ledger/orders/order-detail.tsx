import { useTranslation } from '../../../i18n/use-translation';
import type { Order } from '@domain/ledger/api-schemas';
import { formatZonedDateTime } from '@domain/zoned-time';
import { DialogContent } from '../../../components/ui/dialog';
import { useLanguage } from '../../../i18n/use-language';
import { formatAmount, formatCount } from '../format-figures';
import { StatusBadge } from '../status-badge';

/** One order: its products, amounts, people and the history of its statuses, oldest first; times in `timeZone`. */
export function OrderDetail({ order, timeZone }: { order: Order; timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts = [
    { term: t('ledger.orders.placedAt'), value: formatZonedDateTime(order.placedAt, language, timeZone) },
    { term: t('ledger.orders.total'), value: formatAmount(order.total, language) },
    { term: t('ledger.orders.detail.deliveryFee'), value: formatAmount(order.customerDeliveryFee, language) },
    { term: t('ledger.orders.destination'), value: [order.city, order.countryCode].filter(Boolean).join(', ') || t('ledger.notSet') },
    { term: t('ledger.orders.courier'), value: order.courier ?? t('ledger.notSet') },
    { term: t('ledger.orders.detail.agent'), value: order.agent ?? t('ledger.notSet') },
    { term: t('ledger.orders.detail.campaign'), value: order.campaign ?? t('ledger.notSet') },
    { term: t('ledger.orders.detail.source'), value: t(`ledger.sources.${order.source}`) },
  ];
  return (
    <DialogContent title={t('ledger.orders.detail.title', { id: order.externalId })} width="2xl">
      <div className="grid gap-4 text-sm">
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.term} className="grid gap-0.5">
              <dt className="text-xs text-slate-600">{fact.term}</dt>
              <dd className="break-words text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <section className="grid gap-1">
          <h3 className="font-semibold text-slate-900">{t('ledger.orders.detail.lines')}</h3>
          <ul className="grid gap-1">
            {order.lines.map((line, index) => (
              <li key={index} className="flex flex-wrap justify-between gap-x-3 border-b border-slate-100 py-1">
                <span className="break-words">
                  {line.name} <span className="text-slate-600">({line.sku})</span>
                </span>
                <span className="tabular-nums">
                  {formatCount(line.quantity, language)} × {formatAmount(line.unitPrice, language)}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className="grid gap-1">
          <h3 className="font-semibold text-slate-900">{t('ledger.orders.detail.history')}</h3>
          <ol className="grid gap-1.5" data-testid="order-history">
            {order.history.map((change, index) => (
              <li key={index} className="flex flex-wrap items-center gap-2">
                <StatusBadge status={change.status} />
                <span className="text-slate-700">{formatZonedDateTime(change.at, language, timeZone)}</span>
                {change.correction && <span className="text-xs font-medium text-amber-900">{t('ledger.orders.detail.correction')}</span>}
              </li>
            ))}
          </ol>
          {order.cancelReason && (
            <p className="text-slate-700">
              {t('ledger.orders.detail.cancelReason', { reason: t(`ledger.cancelReasons.${order.cancelReason}`) })}
            </p>
          )}
        </section>
      </div>
    </DialogContent>
  );
}
