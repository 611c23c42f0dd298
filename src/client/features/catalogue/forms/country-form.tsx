import { readCurrencyCode } from '@domain/currency-code';
import type { FieldIssue } from '@domain/field-issues';
import { readNumber } from '@domain/number-input';
import { countryUpdateSchema, type CountryInput, type Status } from '@domain/schemas';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Flag } from '../flag';
import { Input } from '../../../components/ui/input';
import { CountryNameCombobox } from './country-name-combobox';
import { CurrencyCodeSelect } from './currency-code-select';
import { FormActions } from './form-actions';
import { describedBy, FormField } from './form-field';
import { FormIssues } from './form-issues';
import { StatusSelect } from './status-select';
import { useFormIssues } from './use-form-issues';
import { schemaFieldIssues } from '../../../lib/field-issues';

export interface CountryFormProps {
  mode: 'create' | 'edit';
  /** Prefill for editing; currency change 1, tax rate 0 and status active otherwise (decision 0028; docs/product.md#defaults-and-limits). */
  initial?: Partial<CountryInput>;
  pending: boolean;
  /** Receives the full body of POST /api/countries or PATCH /api/countries/:id (and the admin equivalents). */
  onSubmit(values: CountryInput): void;
  onCancel(): void;
  /** The last refusal of the write (a taken ISO code, say), shown at its field. */
  error?: unknown;
  idPrefix?: string;
}

const FIELD_PATHS = ['name', 'code', 'currency', 'currencyCode', 'currencyChange', 'taxRate', 'status'];

type NumberKey = 'currencyChange' | 'taxRate';
const NUMBER_KEYS: readonly NumberKey[] = ['currencyChange', 'taxRate'];
const numbersSchema = countryUpdateSchema.pick({ currencyChange: true, taxRate: true });

interface Values {
  name: string;
  code: string;
  currency: string;
  /** Chosen from the list; '' until chosen, when the label's or the ISO code's own currency is used. */
  currencyCode: string;
  currencyChange: string;
  taxRate: string;
  status: Status;
}

/** The rate and tax typed, read by the one number rule (decision 0013) and checked by the server's own schema. */
function readNumbers(values: Values): { numbers: Record<NumberKey, number>; issues: FieldIssue[] } {
  const numbers: Partial<Record<NumberKey, number>> = {};
  const issues: FieldIssue[] = [];
  for (const key of NUMBER_KEYS) {
    const read = readNumber(values[key]);
    if (read.ok) numbers[key] = read.value;
    else issues.push({ path: key, code: read.reason === 'empty' ? 'required' : 'notNumber' });
  }
  issues.push(...schemaFieldIssues(numbersSchema, numbers));
  return { numbers: numbers as Record<NumberKey, number>, issues };
}

/**
 * Country form: name from the built-in list (fills code and currency), code, currency, currency
 * change, the tax rate included in its order values (decision 0028), status.
 */
export function CountryForm({ mode, initial, pending, onSubmit, onCancel, error, idPrefix = 'country' }: CountryFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, setValue, setFocus, control } = useForm<Values>({
    defaultValues: {
      name: initial?.name ?? '',
      code: initial?.code ?? '',
      currency: initial?.currency ?? '',
      currencyCode: initial?.currencyCode ?? '',
      currencyChange: String(initial?.currencyChange ?? 1),
      taxRate: String(initial?.taxRate ?? 0),
      status: initial?.status ?? 'active',
    },
  });
  // A copy per change: useWatch compares what `compute` returns with the last one to decide whether to render.
  const values = useWatch({ control, compute: (current: Values) => ({ ...current }) });
  const id = (name: string) => `${idPrefix}-${name}`;
  // Checked from the first submit on, then on every change, so a fixed field clears at once (like the fee form).
  const [checking, setChecking] = useState(false);
  const issues = useFormIssues(checking ? readNumbers(values).issues : [], error, FIELD_PATHS);
  const codeError = /^([A-Za-z]{2})?$/.test(values.code.trim()) ? issues.at('code') : t('manage.countries.form.codeInvalid');
  // The currency computation will use: the one chosen, else the one the label or the ISO code names.
  const currencyCode = values.currencyCode || readCurrencyCode(values.currency, values.code) || '';
  const hint = t('manage.countries.form.currencyChangeHint');
  const taxHint = t('manage.countries.form.taxRateHint');

  const submit = handleSubmit((v) => {
    const { numbers, issues: found } = readNumbers(v);
    setChecking(true);
    const [first] = found;
    if (first) return setFocus(first.path as NumberKey);
    onSubmit({
      name: v.name.trim(),
      code: v.code.trim() ? v.code.trim().toUpperCase() : null,
      currency: v.currency.trim(),
      currencyCode: v.currencyCode || readCurrencyCode(v.currency, v.code.trim()) || null,
      ...numbers,
      status: v.status,
    });
  });

  const numberInput = (key: NumberKey, fieldId: string, hintText: string, placeholder: string) => (
    <FormField id={fieldId} label={t(`manage.countries.form.${key}`)} hint={hintText} error={issues.at(key)}>
      <Input
        id={fieldId}
        // Text, read by the one number rule (decision 0013): `10,5` is ten and a half, not refused by the browser.
        type="text"
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        required
        placeholder={placeholder}
        aria-invalid={!!issues.at(key)}
        aria-describedby={describedBy(fieldId, hintText, issues.at(key))}
        {...register(key)}
      />
    </FormField>
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
            setValue('currencyCode', country.currencyCode);
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
        {numberInput('currencyChange', id('currency-change'), hint, t('manage.countries.form.currencyChangePlaceholder'))}
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
      <CurrencyCodeSelect
        id={id('currency-code')}
        value={currencyCode}
        label={values.currency.trim()}
        error={issues.at('currencyCode')}
        onChange={(code) => setValue('currencyCode', code)}
      />
      <div className="grid gap-4 sm:grid-cols-2">{numberInput('taxRate', id('tax-rate'), taxHint, '0')}</div>
      <StatusSelect id={id('status')} value={values.status} onChange={(status) => setValue('status', status)} />
      <FormIssues texts={issues.rest} />
      <FormActions
        mode={mode}
        pending={pending}
        disabled={!values.name.trim() || !values.currency.trim() || !!codeError}
        onCancel={onCancel}
      />
    </form>
  );
}
