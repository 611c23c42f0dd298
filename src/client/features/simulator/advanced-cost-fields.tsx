import { useTranslation } from 'react-i18next';
import { ADVANCED_COST_KEYS } from '@domain/model/advanced-costs';
import { formatPercent } from '@domain/format';
import { ADVANCED_FIELDS } from '@domain/number-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NumberFieldMessage } from '../../components/ui/number-field-message';
import { useLanguage } from '../../i18n/use-language';
import type { AdvancedCostsProps } from './advanced-costs';

/** The advanced cost lines' fields: loaded when the section first opens, with their English labels (home budget). */
export function AdvancedCostFields({ values, readings, onChange, countryTax = null }: AdvancedCostsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-3">
      {ADVANCED_COST_KEYS.map((key) => {
        const rule = ADVANCED_FIELDS[key];
        const dollars = rule.kind === 'money';
        const messageId = `advanced-${key}-message`;
        return (
          <div key={key} className="grid content-start gap-1.5">
            <Label htmlFor={`advanced-${key}`}>{t(`simulator.advanced.${key}`)}</Label>
            <div className="relative">
              {dollars && (
                <span aria-hidden className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-slate-500">
                  $
                </span>
              )}
              <Input
                id={`advanced-${key}`}
                inputMode={rule.whole ? 'numeric' : 'decimal'}
                autoComplete="off"
                className={dollars ? 'ps-7 tabular' : 'tabular'}
                aria-invalid={!readings[key].ok}
                aria-describedby={key === 'taxRate' && countryTax !== null ? `${messageId} advanced-taxRate-country` : messageId}
                value={values[key]}
                onChange={(event) => onChange(key, event.target.value)}
              />
            </div>
            <NumberFieldMessage id={messageId} reading={readings[key]} rule={rule} />
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
