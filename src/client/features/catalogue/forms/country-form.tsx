import { toLatinDigits } from '@domain/fees';
import type { CountryInput, Status } from '@domain/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Flag } from '../flag';
import { Input } from '../../../components/ui/input';
import { CountryNameCombobox } from './country-name-combobox';
import { FormActions } from './form-actions';
import { describedBy, FormField } from './form-field';
import { FormIssues } from './form-issues';
import { StatusSelect } from './status-select';
import { useFormIssues } from './use-form-issues';

export interface CountryFormProps {
  mode: 'create' | 'edit';
  /** Prefill for editing; currency change 1 and status active otherwise (SPEC §9). */
  initial?: Partial<CountryInput>;
  pending: boolean;
  /** Receives the full body of POST /api/countries or PATCH /api/countries/:id (and the admin equivalents). */
  onSubmit(values: CountryInput): void;
  onCancel(): void;
  /** The last refusal of the write (a taken ISO code, say), shown at its field. */
  error?: unknown;
  idPrefix?: string;
}

const FIELD_PATHS = ['name', 'code', 'currency', 'currencyChange', 'status'];

interface Values {
  name: string;
  code: string;
  currency: string;
  currencyChange: string;
  status: Status;
}

/** SPEC §5: parsed as a decimal on each change; an empty or unparsable input is not-a-number. */
function parseDecimal(text: string): number {
  const trimmed = toLatinDigits(text.trim());
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** SPEC §2 country form: name from the built-in list (fills code and currency), code, currency, currency change, status. */
export function CountryForm({ mode, initial, pending, onSubmit, onCancel, error, idPrefix = 'country' }: CountryFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, watch, setValue } = useForm<Values>({
    defaultValues: {
      name: initial?.name ?? '',
      code: initial?.code ?? '',
      currency: initial?.currency ?? '',
      currencyChange: String(initial?.currencyChange ?? 1),
      status: initial?.status ?? 'active',
    },
  });
  const values = watch();
  const id = (name: string) => `${idPrefix}-${name}`;
  const issues = useFormIssues([], error, FIELD_PATHS);
  const codeError = /^([A-Za-z]{2})?$/.test(values.code.trim()) ? issues.at('code') : t('manage.countries.form.codeInvalid');
  const rate = parseDecimal(values.currencyChange);
  const rateValid = Number.isFinite(rate) && rate > 0;
  const hint = t('manage.countries.form.currencyChangeHint');

  const submit = handleSubmit((v) =>
    onSubmit({
      name: v.name.trim(),
      code: v.code.trim() ? v.code.trim().toUpperCase() : null,
      currency: v.currency.trim(),
      currencyChange: parseDecimal(v.currencyChange),
      status: v.status,
    }),
  );

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <FormField id={id('name')} label={t('manage.countries.form.name')} required error={issues.at('name')}>
        <CountryNameCombobox
          id={id('name')}
          value={values.name}
          onChange={(name) => setValue('name', name)}
          onPick={(country) => {
            setValue('name', country.name);
            setValue('code', country.code);
            setValue('currency', country.currency);
          }}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('code')} label={t('manage.countries.form.code')} error={codeError}>
          <div className="flex items-center gap-2">
            <Input
              id={id('code')}
              dir="ltr"
              autoComplete="off"
              maxLength={2}
              className="uppercase"
              placeholder={t('manage.countries.form.codePlaceholder')}
              aria-invalid={!!codeError}
              aria-describedby={describedBy(id('code'), undefined, codeError)}
              {...register('code')}
            />
            {/* Beside the field, not inside it: inside, it would cover the code in right-to-left layouts. */}
            <span className="inline-flex w-7 shrink-0 justify-center">
              <Flag code={values.code} />
            </span>
          </div>
        </FormField>
        <FormField
          id={id('currency-change')}
          label={t('manage.countries.form.currencyChange')}
          hint={hint}
          error={issues.at('currencyChange')}
        >
          <Input
            id={id('currency-change')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder={t('manage.countries.form.currencyChangePlaceholder')}
            aria-invalid={!rateValid}
            aria-describedby={describedBy(id('currency-change'), hint, issues.at('currencyChange'))}
            {...register('currencyChange')}
          />
        </FormField>
      </div>
      <FormField id={id('currency')} label={t('manage.countries.form.currency')} required error={issues.at('currency')}>
        <Input
          id={id('currency')}
          autoComplete="off"
          maxLength={60}
          aria-required
          placeholder={t('manage.countries.form.currencyPlaceholder')}
          {...register('currency')}
        />
      </FormField>
      <StatusSelect id={id('status')} value={values.status} onChange={(status) => setValue('status', status)} />
      <FormIssues texts={issues.rest} />
      <FormActions
        mode={mode}
        pending={pending}
        disabled={!values.name.trim() || !values.currency.trim() || !!codeError || !rateValid}
        onCancel={onCancel}
      />
    </form>
  );
}
