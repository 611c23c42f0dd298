import { useTranslation } from '../../i18n/use-translation';
import { ADVANCED_COST_KEYS } from '@domain/model/advanced-costs';
import { ADVANCED_CURRENCY_KEYS, type AdvancedCurrencyKey } from '@domain/model/money-inputs';
import { formatPercent } from '@domain/format';
import { formatLocalInDollars, formatTypedAmount } from '@domain/money';
import { ADVANCED_FIELDS } from '@domain/number-field';
import { CurrencyToggle } from '../../components/ui/currency-toggle';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NumberFieldMessage } from '../../components/ui/number-field-message';
import { useLanguage } from '../../i18n/use-language';
import type { AdvancedCostsProps } from './advanced-costs';

const hasCurrency = (key: string): key is AdvancedCurrencyKey => (ADVANCED_CURRENCY_KEYS as readonly string[]).includes(key);

/** The advanced cost lines' fields: loaded when the section first opens, with their English labels (home budget). */
export function AdvancedCostFields({ values, readings, onChange, countryTax = null, currency }: AdvancedCostsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-3">
      {ADVANCED_COST_KEYS.map((key) => {
        const rule = ADVANCED_FIELDS[key];
        const money = rule.kind === 'money';
        const local = !!currency && hasCurrency(key) && currency.localKeys.includes(key);
        const reading = readings[key];
        const messageId = `advanced-${key}-message`;
        const label = t(`simulator.advanced.${key}`);
        // An amount in the country's currency shows what it is in dollars too, the figure the model uses.
        const understood =
          local && reading.ok
            ? `${formatTypedAmount(reading.value, currency.code, currency.code, language)} = ${formatLocalInDollars(reading.value, currency, language)}`
            : undefined;
        return (
          <div key={key} className="grid content-start gap-1.5">
            <div className="flex flex-wrap items-center justify-between gap-1">
              <Label htmlFor={`advanced-${key}`}>{label}</Label>
              {currency && hasCurrency(key) && (
                <CurrencyToggle field={key} label={label} code={currency.code} local={local} onToggle={(next) => currency.onToggle(key, next)} />
              )}
            </div>
            <div className="relative">
              {money && (
                <span aria-hidden className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-xs text-slate-500">
                  {local ? currency.code : '$'}
                </span>
              )}
              <Input
                id={`advanced-${key}`}
                inputMode={rule.whole ? 'numeric' : 'decimal'}
                autoComplete="off"
                className={money ? (local ? 'ps-12 tabular' : 'ps-7 tabular') : 'tabular'}
                aria-invalid={!reading.ok}
                aria-describedby={key === 'taxRate' && countryTax !== null ? `${messageId} advanced-taxRate-country` : messageId}
                value={values[key]}
                onChange={(event) => onChange(key, event.target.value)}
              />
            </div>
            <NumberFieldMessage id={messageId} reading={reading} rule={rule} understood={understood} />
            {key === 'taxRate' && countryTax !== null && (
              <span id="advanced-taxRate-country" className="text-xs text-slate-500" data-testid="advanced-taxRate-country">
                {t('simulator.advanced.taxRateCountry', { value: formatPercent(countryTax, language) })}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
