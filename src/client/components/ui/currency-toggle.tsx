import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';

interface CurrencyToggleProps {
  /** The amount's key: the buttons' test ids are `currency-<field>-usd` and `currency-<field>-local`. */
  field: string;
  /** The amount's label, named in the group's accessible name. */
  label: string;
  /** The local currency's code (MAD, SAR…). */
  code: string;
  /** True when the amount is typed in the local currency. */
  local: boolean;
  onToggle(local: boolean): void;
}

/**
 * USD or the country's currency for one amount, as two pressed/unpressed buttons: the simulator's inputs and
 * money fees, and the amounts of an actual record (decision 0035). The figure stays as typed; the toggle says
 * what it is in.
 */
export function CurrencyToggle({ field, label, code, local, onToggle }: CurrencyToggleProps) {
  const { t } = useTranslation();
  const option = (isLocal: boolean, text: string) => (
    <button
      type="button"
      aria-pressed={local === isLocal}
      data-testid={`currency-${field}-${isLocal ? 'local' : 'usd'}`}
      onClick={() => onToggle(isLocal)}
      className={cn('min-h-6 px-2 text-xs font-medium', local === isLocal ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-100')}
    >
      {text}
    </button>
  );
  return (
    <div role="group" aria-label={t('simulator.currency.toggle', { field: label })} className="flex overflow-hidden rounded-md border border-slate-300">
      {option(false, 'USD')}
      {option(true, code)}
    </div>
  );
}
