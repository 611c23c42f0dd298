import { currencyChoices } from '@domain/currency-code';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { NativeSelect } from '../../../components/ui/native-select';
import { useLanguage } from '../../../i18n/use-language';
import { describedBy, FormField } from './form-field';

interface CurrencyCodeSelectProps {
  id: string;
  /** The ISO 4217 code in use ('' when neither chosen nor named by the label or the ISO code). */
  value: string;
  /** The currency label as typed, quoted by the prompt when it names no currency. */
  label: string;
  error?: string | null;
  onChange(code: string): void;
}

/**
 * The country's currency as an ISO 4217 code, chosen from every currency the platform knows (named in the
 * reader's language). When the label names none, a prompt asks for it: amounts stay in dollars until then.
 */
export function CurrencyCodeSelect({ id, value, label, error, onChange }: CurrencyCodeSelectProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const choices = useMemo(() => currencyChoices(language), [language]);
  const unread = !value && label !== '';
  const hint = unread ? t('currencies.unread', { label }) : t('currencies.codeHint');
  return (
    <FormField id={id} label={t('currencies.code')} error={error}>
      <NativeSelect
        id={id}
        value={value}
        aria-invalid={!!error}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
        data-testid="country-currency-code"
      >
        <option value="">{t('currencies.choose')}</option>
        {choices.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {t('currencies.option', { code: choice.code, name: choice.name })}
          </option>
        ))}
      </NativeSelect>
      {!error && (
        <p
          id={`${id}-hint`}
          role={unread ? 'status' : undefined}
          className={unread ? 'rounded-md bg-amber-50 p-2 text-sm text-amber-900' : 'text-xs text-slate-600'}
          data-testid={unread ? 'country-currency-unread' : undefined}
        >
          {hint}
        </p>
      )}
    </FormField>
  );
}
