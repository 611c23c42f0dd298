import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { LoadFailed } from '../../components/ui/load-failed';
import { NativeSelect } from '../../components/ui/native-select';
import { PageStatus } from '../../components/ui/page-status';
import { useRemittanceText } from '../../i18n/remittance-text';
import { couriersQuery } from './api';
import { CourierPanel } from './courier-panel';

/** Courier remittances: choose a courier, then its cash, differences, dispute file, statements and settings. */
export function RemittancesScreen() {
  useRemittanceText();
  const { t } = useTranslation();
  const couriers = useQuery(couriersQuery());
  const [courier, setCourier] = useState<string | null>(null);
  const chosen = courier ?? couriers.data?.[0]?.courier ?? null;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h1 className="text-xl font-semibold text-slate-900">{t('remittances.title')}</h1>
        <p className="text-sm text-slate-700">{t('remittances.intro')}</p>
      </div>
      {couriers.isPending ? (
        <PageStatus>{t('remittances.loading')}</PageStatus>
      ) : couriers.isError ? (
        <LoadFailed message={t('remittances.loadFailed')} onRetry={() => void couriers.refetch()} />
      ) : (
        <CourierChooser names={couriers.data.map((entry) => entry.courier)} chosen={chosen} onChoose={setCourier} />
      )}
      {chosen && <CourierPanel key={chosen.toLowerCase()} courier={chosen} />}
    </div>
  );
}

function CourierChooser({ names, chosen, onChoose }: { names: string[]; chosen: string | null; onChoose(name: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [typedMissing, setTypedMissing] = useState(false);
  const openTyped = (event: FormEvent) => {
    event.preventDefault();
    const name = typed.trim();
    setTypedMissing(name === '');
    if (name) onChoose(name);
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {names.length === 0 ? (
        <p className="text-sm text-slate-700 sm:col-span-2">{t('remittances.noCouriers')}</p>
      ) : (
        <div className="grid content-start gap-1">
          <Label htmlFor={`${id}-courier`}>{t('remittances.courier')}</Label>
          <NativeSelect id={`${id}-courier`} value={names.includes(chosen ?? '') ? chosen! : ''} onChange={(event) => onChoose(event.target.value)}>
            {!names.includes(chosen ?? '') && <option value="">{t('remittances.chooseCourier')}</option>}
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <form onSubmit={openTyped} noValidate className="grid content-start gap-1">
        <Label htmlFor={`${id}-typed`}>{t('remittances.typedCourier')}</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-typed`}
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={typedMissing || undefined}
            aria-describedby={typedMissing ? `${id}-typed-error` : undefined}
          />
          <Button type="submit" variant="secondary">
            {t('remittances.open')}
          </Button>
        </div>
        {typedMissing && (
          <p id={`${id}-typed-error`} className="text-xs font-medium text-red-700">
            {t('remittances.statement.required')}
          </p>
        )}
      </form>
    </div>
  );
}
