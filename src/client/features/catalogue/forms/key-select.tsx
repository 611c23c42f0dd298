import type { FeeKey } from '@domain/fees';
import type { ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { FormField } from './form-field';

// Radix Select refuses an empty value, so the loading and empty rows use sentinels.
const LOADING = '__loading';
const EMPTY = '__empty';

export interface KeyOption {
  value: string;
  label: string;
  /** A flag or a service icon before the label. */
  icon?: ReactNode;
}

/** The fee structure form's values, as typed: the ids of its key (service, country) and the fees' texts. */
export type FeeFormValues = { serviceId: string; countryId: string } & Record<FeeKey, string>;

const FIELDS = {
  service: { name: 'serviceId', placeholder: 'manage.fees.form.selectService' },
  country: { name: 'countryId', placeholder: 'manage.fees.form.selectCountry' },
} as const;

export interface KeySelectProps {
  field: keyof typeof FIELDS;
  /** Prefix of the form's field ids. */
  idPrefix: string;
  control: Control<FeeFormValues>;
  disabled?: boolean;
  /** The options; undefined while their list loads (a loading item; docs/product.md#screens). */
  options: readonly KeyOption[] | undefined;
  /** An option before the list, e.g. "None". */
  first?: KeyOption;
  /** The item shown when the list is empty (docs/product.md#screens); nothing when omitted. */
  emptyText?: string;
  /** Why the chosen value was refused, shown under the select. */
  error?: string | null;
}

/** A required select of the fee structure form's key: its service or its country. */
export function KeySelect(props: KeySelectProps) {
  const { t } = useTranslation();
  const { options, first } = props;
  const { name, placeholder } = FIELDS[props.field];
  const { field } = useController({ control: props.control, name });
  const id = `${props.idPrefix}-${props.field}`;
  return (
    <FormField id={id} label={t(`manage.fees.form.${props.field}`)} required error={props.error}>
      <Select value={field.value} onValueChange={field.onChange} disabled={props.disabled}>
        <SelectTrigger id={id} aria-required aria-invalid={!!props.error} aria-describedby={props.error ? `${id}-error` : undefined}>
          <SelectValue placeholder={t(placeholder)} />
        </SelectTrigger>
        <SelectContent>
          {first && <SelectItem value={first.value}>{first.label}</SelectItem>}
          {!options && (
            <SelectItem value={LOADING} disabled>
              {t('manage.fees.form.loading')}
            </SelectItem>
          )}
          {props.emptyText && options?.length === 0 && (
            <SelectItem value={EMPTY} disabled>
              {props.emptyText}
            </SelectItem>
          )}
          {options?.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              <span className="inline-flex items-center gap-2">
                {option.icon}
                {option.label}
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}
