import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ORDER_STATUSES, type OrderFilters, type OrderStatus } from '@domain/ledger/api-schemas';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

/** The orders list's filters; each change asks the server again (typed text after a short pause, see the screen). */
export function OrderFiltersForm({ filters, onChange }: { filters: OrderFilters; onChange(filters: OrderFilters): void }) {
  const { t } = useTranslation();
  const id = useId();
  const set = (patch: Partial<OrderFilters>) => onChange({ ...filters, ...patch });
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <legend className="sr-only">{t('ledger.orders.filters')}</legend>
      <div className="col-span-2 grid gap-1 sm:col-span-3 lg:col-span-2">
        <Label htmlFor={`${id}-q`}>{t('ledger.orders.search')}</Label>
        <Input
          id={`${id}-q`}
          type="search"
          value={filters.q ?? ''}
          maxLength={100}
          onChange={(event) => set({ q: event.target.value || undefined })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-status`}>{t('ledger.orders.status')}</Label>
        <NativeSelect
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(event) => set({ status: (event.target.value || undefined) as OrderStatus | undefined })}
        >
          <option value="">{t('ledger.orders.anyStatus')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`ledger.statuses.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-sku`}>{t('ledger.orders.sku')}</Label>
        <Input
          id={`${id}-sku`}
          value={filters.sku ?? ''}
          maxLength={100}
          onChange={(event) => set({ sku: event.target.value || undefined })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-from`}>{t('ledger.orders.from')}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => set({ from: event.target.value || undefined })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-to`}>{t('ledger.orders.to')}</Label>
        <Input id={`${id}-to`} type="date" value={filters.to ?? ''} onChange={(event) => set({ to: event.target.value || undefined })} />
      </div>
      <div className="col-span-2 flex items-end sm:col-span-3 lg:col-span-6">
        <Button variant="secondary" size="sm" onClick={() => onChange({})}>
          {t('ledger.orders.clear')}
        </Button>
      </div>
    </fieldset>
  );
}
