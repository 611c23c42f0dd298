import type { Country, Service } from '@domain/entities';
import { DEFAULT_FEES, type FeeKey, type FeeValues } from '@domain/fees';
import type { FeeStructureInput } from '@domain/schemas';
import { parseLooseNumber } from '@domain/simulate';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Flag } from '../flag';
import { FormActions } from './form-actions';
import { describedBy, FormField } from './form-field';
import { KeySelect, type FeeFormValues } from './key-select';
import { ServiceIcon } from '../icon-cell';

// Radix Select refuses an empty value, so "no service" is a sentinel.
const NONE = '__none';

/** SPEC §2 groups, their fields in order, and which fields carry a hint. */
const GROUPS: readonly { title: 'callCenter' | 'shipping' | 'performance'; fields: readonly { key: FeeKey; hint?: boolean }[] }[] = [
  { title: 'callCenter', fields: [{ key: 'orderFees' }, { key: 'confirmedLead', hint: true }, { key: 'deliveredLead', hint: true }] },
  { title: 'shipping', fields: [{ key: 'shippingDelivered' }, { key: 'shippingReturned' }, { key: 'serviceFees', hint: true }] },
  {
    title: 'performance',
    fields: [
      { key: 'confirmedRate', hint: true },
      { key: 'deliveredRate', hint: true },
    ],
  },
];

export interface FeeStructureFormProps {
  mode: 'create' | 'edit';
  /** Prefill for editing; SPEC §9 defaults (25/60/5/0) otherwise. */
  initial?: Partial<FeeStructureInput>;
  services: readonly Service[] | undefined;
  countries: readonly Country[] | undefined;
  /** Keep country and service fixed (a seller's edit is an upsert on that pair). */
  lockKey?: boolean;
  /** A note above the form, e.g. that saving over a default makes a personal copy. */
  notice?: string;
  pending: boolean;
  /** Receives the full body of POST /api/fee-structures (the admin flow adds the id itself). */
  onSubmit(values: FeeStructureInput): void;
  onCancel(): void;
  idPrefix?: string;
}

/** SPEC §2/§5 fee structure form: Service* (with None) and Country* selects, then the three groups of fee inputs. */
export function FeeStructureForm(props: FeeStructureFormProps) {
  const { t } = useTranslation();
  const { initial, services, countries, idPrefix = 'fee' } = props;
  const defaults = Object.fromEntries(
    (Object.keys(DEFAULT_FEES) as FeeKey[]).map((key) => [key, String(initial?.[key] ?? DEFAULT_FEES[key])]),
  ) as Record<FeeKey, string>;
  const { register, handleSubmit, watch, control } = useForm<FeeFormValues>({
    defaultValues: { serviceId: initial?.serviceId ?? NONE, countryId: initial?.countryId ?? '', ...defaults },
  });
  const countryId = watch('countryId');
  const id = (name: string) => `${idPrefix}-${name}`;

  const submit = handleSubmit((v) => {
    // SPEC §5: strings become decimals on submit and anything non-numeric becomes 0.
    const fees = Object.fromEntries(
      (Object.keys(DEFAULT_FEES) as FeeKey[]).map((key) => [key, parseLooseNumber(v[key])]),
    ) as unknown as FeeValues;
    props.onSubmit({ ...fees, countryId: v.countryId, serviceId: v.serviceId === NONE ? null : v.serviceId });
  });

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      {props.notice && (
        <p role="note" className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">
          {props.notice}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <KeySelect
          field="service"
          idPrefix={idPrefix}
          control={control}
          disabled={props.lockKey}
          first={{ value: NONE, label: t('manage.fees.form.none') }}
          options={services?.map((service) => ({
            value: service.id,
            label: service.name,
            icon: <ServiceIcon name={service.name} icon={service.icon} className="size-5 text-xs" />,
          }))}
        />
        <KeySelect
          field="country"
          idPrefix={idPrefix}
          control={control}
          disabled={props.lockKey}
          options={countries?.map((country) => ({ value: country.id, label: country.name, icon: <Flag code={country.code} /> }))}
          emptyText={t('manage.fees.form.noCountries')}
        />
      </div>
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="grid gap-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t(`manage.fees.form.${group.title}`)}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {group.fields.map(({ key, hint }) => {
              const hintText = hint ? t(`manage.fees.form.${key}Hint` as 'manage.fees.form.confirmedLeadHint') : undefined;
              return (
                <FormField key={key} id={id(key)} label={t(`manage.fees.form.${key}`)} hint={hintText}>
                  <Input
                    id={id(key)}
                    type="number"
                    step="any"
                    min="0"
                    inputMode="decimal"
                    required
                    aria-describedby={describedBy(id(key), hintText, null)}
                    {...register(key)}
                  />
                </FormField>
              );
            })}
          </div>
        </fieldset>
      ))}
      <FormActions mode={props.mode} pending={props.pending} disabled={!countryId} onCancel={props.onCancel} />
    </form>
  );
}
