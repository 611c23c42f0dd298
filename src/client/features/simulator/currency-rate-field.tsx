import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '@domain/format';
import type { FieldReading } from '@domain/number-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useLanguage } from '../../i18n/use-language';

interface CurrencyRateFieldProps {
  code: string;
  /** The country's `currencyChange`, used while the field is empty. */
  countryRate: number | null;
  text: string;
  /** Null while empty (the country's rate applies). */
  reading: FieldReading | null;
  onChange(text: string): void;
}

/** The rate this simulation converts at: the country's unless the seller types another (docs/product.md#currencies). */
export function CurrencyRateField({ code, countryRate, text, reading, onChange }: CurrencyRateFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const invalid = reading !== null && !(reading.ok && reading.value > 0);
  return (
    <div className="grid gap-1.5 sm:max-w-xs">
      <Label htmlFor="input-currencyRate">{t('simulator.currency.rate', { code })}</Label>
      <Input
        id="input-currencyRate"
        inputMode="decimal"
        autoComplete="off"
        className="tabular"
        placeholder={countryRate === null ? undefined : formatNumber(countryRate, language, 4)}
        aria-invalid={invalid}
        aria-describedby="input-currencyRate-message"
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id="input-currencyRate-message" aria-live="polite" className={invalid ? 'text-xs font-medium text-red-700' : 'text-xs text-slate-600'}>
        {invalid
          ? t('simulator.currency.invalidRate')
          : reading?.ok
            ? t('simulator.currency.overridden', { value: formatNumber(reading.value, language, 4), code })
            : t('simulator.currency.countryRate', { value: countryRate === null ? '—' : formatNumber(countryRate, language, 4), code })}
      </p>
    </div>
  );
}
