import { CircleAlert } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import {
  modesOf,
  readTypedUncertainty,
  type TypedUncertainty,
  type UncertaintyMode,
} from '@domain/risk/typed-uncertainty';
import type { UncertainKey } from '@domain/risk/uncertain-inputs';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { NumberFieldMessage } from '../../components/ui/number-field-message';

interface UncertaintyFieldsProps {
  inputKey: UncertainKey;
  typed: TypedUncertainty;
  onChange(next: TypedUncertainty): void;
}

/** One input's "how sure are you": as typed, observed counts, or a low–high range, with its two fields. */
export function UncertaintyFields({ inputKey, typed, onChange }: UncertaintyFieldsProps) {
  const { t } = useTranslation();
  const reading = readTypedUncertainty(inputKey, typed);
  const id = `risk-${inputKey}`;
  const inputName = t(`risk.inputs.${inputKey}`);
  const labels =
    typed.mode === 'counts' && inputKey !== 'adsCost'
      ? { first: t(`risk.counts.${inputKey}.successes`), second: t(`risk.counts.${inputKey}.trials`) }
      : { first: t('risk.low'), second: t('risk.high') };
  return (
    <fieldset className="grid content-start gap-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{t('risk.mode.label', { input: inputName })}</legend>
      <NativeSelect
        id={`${id}-mode`}
        aria-label={t('risk.mode.label', { input: inputName })}
        value={typed.mode}
        onChange={(event) => onChange({ mode: event.target.value as UncertaintyMode, first: '', second: '' })}
      >
        {modesOf(inputKey).map((mode) => (
          <option key={mode} value={mode}>
            {t(`risk.mode.${mode}`)}
          </option>
        ))}
      </NativeSelect>
      {reading.rules && (
        <div className="grid grid-cols-2 gap-2">
          {(['first', 'second'] as const).map((field) => {
            const fieldReading = reading[field];
            const problem = reading.problem?.field === field ? reading.problem.kind : null;
            const messageId = `${id}-${field}-message`;
            return (
              <div key={field} className="grid content-start gap-1">
                <Label htmlFor={`${id}-${field}`}>{labels[field]}</Label>
                <Input
                  id={`${id}-${field}`}
                  variant="compact"
                  inputMode={typed.mode === 'counts' ? 'numeric' : 'decimal'}
                  autoComplete="off"
                  className="tabular"
                  aria-invalid={(fieldReading !== null && !fieldReading.ok) || problem !== null}
                  aria-describedby={messageId}
                  value={typed[field]}
                  onChange={(event) => onChange({ mode: typed.mode, first: typed.first, second: typed.second, [field]: event.target.value })}
                />
                {problem ? (
                  <p id={messageId} aria-live="polite" className="flex items-start gap-1 text-xs font-medium text-red-700">
                    <CircleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
                    {t(`risk.problems.${problem}`)}
                  </p>
                ) : (
                  fieldReading && <NumberFieldMessage id={messageId} reading={fieldReading} rule={reading.rules![field]} />
                )}
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
