import { Suspense, useLayoutEffect, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { useTranslation } from '../../i18n/use-translation';
import { withAdvancedInputsText } from '../../i18n';
import type { CurrencyChoice } from './simulator-inputs';
import type { AdvancedReadings, AdvancedTexts } from './use-simulator-state';
import type { AdvancedCostKey } from '@domain/model/advanced-costs';

// Home JS budget: the fields and their labels (English: en/advanced-inputs.ts) load when the section first opens. The
// section is closed in the prerendered page, so nothing in the first render waits for them (decision 0030).
const AdvancedCostFields = lazyPart(
  withAdvancedInputsText(() => import('./advanced-cost-fields').then((module) => ({ default: module.AdvancedCostFields }))),
);

// Whether the section is open survives a reload: a seller who uses these lines uses them every time.
const OPEN_KEY = 'ribh.advancedCosts.open';

function rememberedOpen(): boolean {
  try {
    return localStorage.getItem(OPEN_KEY) === '1';
  } catch {
    return false;
  }
}

export interface AdvancedCostsProps {
  values: AdvancedTexts;
  readings: AdvancedReadings;
  onChange(key: AdvancedCostKey, text: string): void;
  /** The chosen country's tax rate (decision 0028), null without a country: the tax line's default. */
  countryTax?: number | null;
  /** The country's currency while it has a rate: each amount line may be typed in it, like the main amounts. */
  currency?: CurrencyChoice;
}

/** Optional cost lines, collapsed until opened; each field reads like the simulator's own (decision 0014). */
export function AdvancedCosts(props: AdvancedCostsProps) {
  const { t } = useTranslation();
  // Closed in the prerendered page (the server cannot read local storage); a remembered open section opens as the
  // page is hydrated, before the browser paints again.
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage exists only after hydration; this layout effect is the first moment it can be read without a hydration mismatch.
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
      {open && (
        <Suspense fallback={<p className="mt-3 text-sm text-slate-500">{t('common.loading')}</p>}>
          <AdvancedCostFields {...props} />
        </Suspense>
      )}
    </details>
  );
}
