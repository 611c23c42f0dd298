import { useTranslation } from 'react-i18next';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

export type InputKey = 'totalLeads' | 'adsCost' | 'productCost' | 'averageAOV';
export type InputTexts = Record<InputKey, string>;

const FIELDS: { key: InputKey; hint?: 'adsCostHint' | 'averageAOVHint'; dollars: boolean }[] = [
  { key: 'totalLeads', dollars: false },
  { key: 'adsCost', hint: 'adsCostHint', dollars: true },
  { key: 'productCost', dollars: true },
  { key: 'averageAOV', hint: 'averageAOVHint', dollars: true },
];

/** SPEC §5: free-text numeric inputs; what does not parse counts as 0. */
export function SimulatorInputs({ values, onChange }: { values: InputTexts; onChange(key: InputKey, text: string): void }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {FIELDS.map(({ key, hint, dollars }) => (
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
              inputMode="decimal"
              autoComplete="off"
              className={dollars ? 'ps-7 tabular' : 'tabular'}
              aria-describedby={hint ? `input-${key}-hint` : undefined}
              value={values[key]}
              onChange={(event) => onChange(key, event.target.value)}
            />
          </div>
          {hint && (
            <span id={`input-${key}-hint`} className="text-xs text-slate-500">
              {t(`simulator.inputs.${hint}`)}
            </span>
          )}
        </div>
      ))}
    </div>
  );
}
