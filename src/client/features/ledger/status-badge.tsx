import { useTranslation } from '../../i18n/use-translation';
import type { OrderStatus } from '@domain/ledger/api-schemas';
import { cn } from '../../lib/cn';

const TONES: Record<OrderStatus, string> = {
  new: 'bg-slate-100 text-slate-800',
  confirmed: 'bg-sky-100 text-sky-900',
  cancelled: 'bg-slate-200 text-slate-800',
  shipped: 'bg-amber-100 text-amber-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  returned: 'bg-red-100 text-red-900',
  paid: 'bg-emerald-200 text-emerald-950',
};

/** An order's status in words (never by colour alone). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-medium', TONES[status])}>{t(`ledger.statuses.${status}`)}</span>
  );
}
