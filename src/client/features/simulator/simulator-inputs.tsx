import { useTranslation } from '../../i18n/use-translation';
import { SIMULATOR_CURRENCY_KEYS, type SimulatorCurrencyKey } from '@domain/model/money-inputs';
import { formatLocalInDollars, formatTypedAmount, type LocalCurrency } from '@domain/money';
import { SIMULATOR_FIELDS, type SimulatorField } from '@domain/number-field';
import { CurrencyToggle } from '../../components/ui/currency-toggle';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NumberFieldMessage } from '../../components/ui/number-field-message';
import { useLanguage } from '../../i18n/use-language';
import type { InputReadings, InputTexts } from './use-simulator-state';

const FIELDS: { key: SimulatorField; hint?: 'adsCostHint' | 'averageAOVHint' }[] = [
  { key: 'totalLeads' },
  { key: 'adsCost', hint: 'adsCostHint' },
  { key: 'productCost' },
  { key: 'averageAOV', hint: 'averageAOVHint' },
];

const hasCurrency = (key: SimulatorField): key is SimulatorField & SimulatorCurrencyKey => (SIMULATOR_CURRENCY_KEYS as readonly string[]).includes(key);

/** The country's currency while it has a code and a rate: which amounts are typed in it, and how to switch one. */
export interface CurrencyChoice extends LocalCurrency {
  localKeys: readonly SimulatorCurrencyKey[];
  onToggle(key: SimulatorCurrencyKey, local: boolean): void;
}

interface SimulatorInputsProps {
  values: InputTexts;
  readings: InputReadings;
  onChange(key: SimulatorField, text: string): void;
  /** Absent without a country that has a rate: every amount is then in dollars. */
  currency?: CurrencyChoice;
}

/** Free-text numeric inputs, each with what was understood or why it cannot be used under it (decision 0014). */
export function SimulatorInputs({ values, readings, onChange, currency }: SimulatorInputsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {FIELDS.map(({ key, hint }) => {
        const rule = SIMULATOR_FIELDS[key];
        const money = rule.kind === 'money';
        const local = !!currency && hasCurrency(key) && currency.localKeys.includes(key);
        const reading = readings[key];
        const messageId = `input-${key}-message`;
        const label = t(`simulator.inputs.${key}`);
        // An amount in the country's currency shows what it is in dollars too, the figure the model uses.
        const understood =
          local && reading.ok
            ? `${formatTypedAmount(reading.value, currency.code, currency.code, language)} = ${formatLocalInDollars(reading.value, currency, language)}`
            : undefined;
        return (
          <div key={key} className="grid content-start gap-1.5">
            <div className="flex flex-wrap items-center justify-between gap-1">
              <Label htmlFor={`input-${key}`}>{label}</Label>
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
                id={`input-${key}`}
                inputMode={rule.whole ? 'numeric' : 'decimal'}
                autoComplete="off"
                className={money ? (local ? 'ps-12 tabular' : 'ps-7 tabular') : 'tabular'}
                aria-invalid={!reading.ok}
                aria-describedby={hint ? `input-${key}-hint ${messageId}` : messageId}
                value={values[key]}
                onChange={(event) => onChange(key, event.target.value)}
              />
            </div>
            {hint && (
              <span id={`input-${key}-hint`} className="text-xs text-slate-500">
                {t(`simulator.inputs.${hint}`)}
              </span>
            )}
            <NumberFieldMessage id={messageId} reading={reading} rule={rule} understood={understood} />
          </div>
        );
      })}
    </div>
  );
}
