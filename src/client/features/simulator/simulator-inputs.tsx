import { useTranslation } from 'react-i18next';
import { SIMULATOR_FIELDS, type SimulatorField } from '@domain/number-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NumberFieldMessage } from '../../components/ui/number-field-message';
import type { InputReadings, InputTexts } from './use-simulator-state';

const FIELDS: { key: SimulatorField; hint?: 'adsCostHint' | 'averageAOVHint' }[] = [
  { key: 'totalLeads' },
  { key: 'adsCost', hint: 'adsCostHint' },
  { key: 'productCost' },
  { key: 'averageAOV', hint: 'averageAOVHint' },
];

interface SimulatorInputsProps {
  values: InputTexts;
  readings: InputReadings;
  onChange(key: SimulatorField, text: string): void;
}

/** SPEC §5 free-text numeric inputs, each with what was understood or why it cannot be used under it (decision 0014). */
export function SimulatorInputs({ values, readings, onChange }: SimulatorInputsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {FIELDS.map(({ key, hint }) => {
        const rule = SIMULATOR_FIELDS[key];
        const dollars = rule.kind === 'money';
        const reading = readings[key];
        const messageId = `input-${key}-message`;
        return (
          <div key={key} className="grid content-start gap-1.5">
            <Label htmlFor={`input-${key}`}>{t(`simulator.inputs.${key}`)}</Label>
            <div className="relative">
              {dollars && (
                <span aria-hidden className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-slate-500">
                  $
                </span>
              )}
              <Input
                id={`input-${key}`}
                inputMode={rule.whole ? 'numeric' : 'decimal'}
                autoComplete="off"
                className={dollars ? 'ps-7 tabular' : 'tabular'}
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
            <NumberFieldMessage id={messageId} reading={reading} rule={rule} />
          </div>
        );
      })}
    </div>
  );
}
