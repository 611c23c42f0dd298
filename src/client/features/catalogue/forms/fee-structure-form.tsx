import { choosable } from '@domain/choosable';
import type { Country, Service } from '@domain/entities';
import type { FieldIssue } from '@domain/field-issues';
import { DEFAULT_FEES, type FeeKey, type FeeValues } from '@domain/fees';
import { readNumber } from '@domain/number-input';
import { shownCountryName, shownServiceName } from '@domain/sample-names';
import { feeValuesSchema, type FeeStructureInput } from '@domain/schemas';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslation } from '../../../i18n/use-translation';
import { Input } from '../../../components/ui/input';
import { Flag } from '../flag';
import { FormActions } from './form-actions';
import { describedBy, FormField } from './form-field';
import { KeySelect, type FeeFormValues } from './key-select';
import { ServiceIcon } from '../icon-cell';
import { schemaFieldIssues } from '../../../lib/field-issues';
import { FormIssues } from './form-issues';
import { useFormIssues } from './use-form-issues';

// Radix Select refuses an empty value, so "no service" is a sentinel.
const NONE = '__none';

/** The form's groups, their fields in order, and which fields carry a hint. */
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

const FEE_KEYS = Object.keys(DEFAULT_FEES) as FeeKey[];
const FIELD_PATHS = [...FEE_KEYS, 'countryId', 'serviceId'];

/** The typed fees read by the one number rule (decision 0013) and checked by the server's own schema. */
function readFees(texts: Record<FeeKey, string>): { fees: FeeValues; issues: FieldIssue[] } {
  const fees: Partial<FeeValues> = {};
  const issues: FieldIssue[] = [];
  for (const key of FEE_KEYS) {
    const read = readNumber(texts[key]);
    if (read.ok) fees[key] = read.value;
    else issues.push({ path: key, code: read.reason === 'empty' ? 'required' : 'notNumber' });
  }
  issues.push(...schemaFieldIssues(feeValuesSchema.partial(), fees));
  return { fees: fees as FeeValues, issues };
}

export interface FeeStructureFormProps {
  mode: 'create' | 'edit';
  /** Prefill for editing; the built-in fees (25/60/5/0) otherwise. */
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
  /** The last refusal of the write, shown at its fields. */
  error?: unknown;
  idPrefix?: string;
}

/** Fee structure form: Service* (with None) and Country* selects, then the three groups of fee inputs. */
export function FeeStructureForm(props: FeeStructureFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { initial, services, countries, idPrefix = 'fee' } = props;
  const defaults = Object.fromEntries(
    (Object.keys(DEFAULT_FEES) as FeeKey[]).map((key) => [key, String(initial?.[key] ?? DEFAULT_FEES[key])]),
  ) as Record<FeeKey, string>;
  const { register, handleSubmit, control, setFocus } = useForm<FeeFormValues>({
    defaultValues: { serviceId: initial?.serviceId ?? NONE, countryId: initial?.countryId ?? '', ...defaults },
  });
  // A copy per change: useWatch compares what `compute` returns with the last one to decide whether to render.
  const values = useWatch({ control, compute: (current: FeeFormValues) => ({ ...current }) });
  const countryId = values.countryId;
  const id = (name: string) => `${idPrefix}-${name}`;
  // Checked from the first submit on, then on every change, so a fixed field clears at once.
  const [checking, setChecking] = useState(false);
  const issues = useFormIssues(checking ? readFees(values).issues : [], props.error, FIELD_PATHS);

  const submit = handleSubmit((v) => {
    const { fees, issues: found } = readFees(v);
    setChecking(true);
    const [first] = found;
    if (first) return setFocus(first.path as FeeKey);
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
          error={issues.at('serviceId')}
          first={{ value: NONE, label: t('manage.fees.form.none') }}
          options={
            services &&
            choosable(services, initial?.serviceId).map((service) => {
              const name = shownServiceName(service.name, language);
              return {
                value: service.id,
                label: service.status === 'active' ? name : t('checks.inactive.option', { name }),
                icon: <ServiceIcon name={name} icon={service.icon} size="sm" />,
              };
            })
          }
        />
        <KeySelect
          field="country"
          idPrefix={idPrefix}
          control={control}
          disabled={props.lockKey}
          error={issues.at('countryId')}
          options={
            countries &&
            choosable(countries, initial?.countryId).map((country) => {
              // A sample country reads in the page's language; a seller's own as typed.
              const name = country.isDefault ? shownCountryName(country.code, country.name, language) : country.name;
              return {
                value: country.id,
                label: country.status === 'active' ? name : t('checks.inactive.option', { name }),
                icon: <Flag code={country.code} />,
              };
            })
          }
          emptyText={t('manage.fees.form.noCountries')}
        />
      </div>
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="grid gap-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t(`manage.fees.form.${group.title}`)}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {group.fields.map(({ key, hint }) => {
              const hintText = hint ? t(`manage.fees.form.${key}Hint` as 'manage.fees.form.confirmedLeadHint') : undefined;
              const error = issues.at(key);
              return (
                <FormField key={key} id={id(key)} label={t(`manage.fees.form.${key}`)} hint={hintText} error={error}>
                  <Input
                    id={id(key)}
                    // Text, read by the one number rule (decision 0013): `2,5` is two and a half, not refused by the browser.
                    type="text"
                    inputMode="decimal"
                    dir="ltr"
                    autoComplete="off"
                    required
                    aria-invalid={!!error}
                    aria-describedby={describedBy(id(key), hintText, error)}
                    {...register(key)}
                  />
                </FormField>
              );
            })}
          </div>
        </fieldset>
      ))}
      <FormIssues texts={issues.rest} />
      <FormActions mode={props.mode} pending={props.pending} disabled={!countryId} onCancel={props.onCancel} />
    </form>
  );
}
