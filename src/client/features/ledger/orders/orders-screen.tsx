import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Order, OrderFilters } from '@domain/ledger/api-schemas';
import { formatZonedDateTime } from '@domain/zoned-time';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageStatus } from '../../../components/ui/page-status';
import { useLanguage } from '../../../i18n/use-language';
import { useDebounced } from '../../../lib/use-debounced';
import { fetchOrders, ordersKey, settingsQuery } from '../api';
import { formatAmount } from '../format-figures';
import { LedgerLayout } from '../ledger-layout';
import { StatusBadge } from '../status-badge';
import { OrderDetail } from './order-detail';
import { OrderFiltersForm } from './order-filters';

/** The imported orders, newest first, filtered, a page at a time; each opens its details and status history. */
export function OrdersScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [filters, setFilters] = useState<OrderFilters>({});
  const asked = useDebounced(filters, 300);
  const [open, setOpen] = useState<Order | null>(null);
  // Times in the seller's zone, the zone the daily screen counts days in; the order's own until it is known.
  const zone = useQuery(settingsQuery()).data?.timeZone;
  const orders = useInfiniteQuery({
    queryKey: ordersKey(asked),
    queryFn: ({ pageParam }) => fetchOrders(asked, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <LedgerLayout title={t('ledger.orders.title')}>
      <OrderFiltersForm filters={filters} onChange={setFilters} />
      {orders.isPending ? (
        <PageStatus>{t('ledger.orders.loading')}</PageStatus>
      ) : orders.isError && list.length === 0 ? (
        <LoadFailed message={t('ledger.loadFailed')} onRetry={() => void orders.refetch()} />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700">{t('ledger.orders.empty')}</p>
      ) : (
        <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
          <ul className="grid gap-2" aria-busy={orders.isFetching}>
            {list.map((order) => (
              <li
                key={order.id}
                data-testid="ledger-order"
                className="grid grid-cols-2 items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white p-3 text-sm lg:grid-cols-[8rem_1fr_10rem_8rem_8rem_auto]"
              >
                <span className="break-all font-semibold text-slate-900">{order.externalId}</span>
                <span className="justify-self-end lg:order-4 lg:justify-self-start">
                  <StatusBadge status={order.status} />
                </span>
                <span className="col-span-2 text-slate-700 lg:col-span-1 lg:order-2">
                  {formatZonedDateTime(order.placedAt, language, zone ?? order.timeZone)}
                </span>
                <span className="break-words text-slate-700 lg:order-3">
                  {[order.city, order.countryCode].filter(Boolean).join(', ') || t('ledger.notSet')}
                </span>
                <span className="justify-self-end font-medium tabular-nums text-slate-900 lg:order-5">
                  {formatAmount(order.total, language)}
                </span>
                <span className="col-span-2 lg:order-6 lg:col-span-1 lg:justify-self-end">
                  <Button variant="link" size="text" onClick={() => setOpen(order)}>
                    {t('ledger.orders.details', { id: order.externalId })}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          {open && <OrderDetail order={open} timeZone={zone ?? open.timeZone} />}
          {orders.hasNextPage && (
            <Button
              variant="secondary"
              className="justify-self-center"
              disabled={orders.isFetchingNextPage}
              onClick={() => void orders.fetchNextPage()}
            >
              {t('ledger.orders.more')}
            </Button>
          )}
          {orders.isError && <LoadFailed message={t('ledger.loadFailed')} onRetry={() => void orders.refetch()} />}
        </Dialog>
      )}
    </LedgerLayout>
  );
}
