import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADVANCED_COST_KEYS } from '@domain/costs/advanced-costs';
import { formatPercent } from '@domain/format';
import { ADVANCED_FIELDS } from '@domain/number-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NumberFieldMessage } from '../../components/ui/number-field-message';
import { useLanguage } from '../../i18n/use-language';
import type { AdvancedReadings, AdvancedTexts } from './use-simulator-state';
import type { AdvancedCostKey } from '@domain/costs/advanced-costs';

// Whether the section is open survives a reload: a seller who uses these lines uses them every time.
const OPEN_KEY = 'ribh.advancedCosts.open';

function rememberedOpen(): boolean {
  try {
    return localStorage.getItem(OPEN_KEY) === '1';
  } catch {
    return false;
  }
}

interface AdvancedCostsProps {
  values: AdvancedTexts;
  readings: AdvancedReadings;
  onChange(key: AdvancedCostKey, text: string): void;
  /** The chosen country's tax rate (decision 0028), null without a country: the tax line's default. */
  countryTax?: number | null;
}

/** DESIGN §10's optional cost lines, collapsed until opened; each field reads like the simulator's own (decision 0014). */
export function AdvancedCosts({ values, readings, onChange, countryTax = null }: AdvancedCostsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Closed in the prerendered page (the server cannot read local storage); a remembered open section opens as the
  // page is hydrated, before the browser paints again.
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    if (rememberedOpen()) setOpen(true);
  }, []);
  return (
    <details
      className="rounded-lg border border-slate-200 p-3"
      open={open}
      onToggle={(event) => {
        const next = (event.currentTarget as HTMLDetailsElement).open;
        setOpen(next);
        try {
          localStorage.setItem(OPEN_KEY, next ? '1' : '0');
        } catch {
          // Private browsing may refuse storage; the section still opens, it is just not remembered.
        }
      }}
    >
      <summary className="cursor-pointer font-medium text-slate-900">
        {t('simulator.advanced.heading')}
        <span className="ms-2 text-xs font-normal text-slate-500">{t('simulator.advanced.summary')}</span>
      </summary>
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
    </details>
  );
}
