import { ADVANCED_COST_KEYS, NO_ADVANCED_COSTS, type AdvancedCostKey } from '@domain/model/advanced-costs';
import { SIMULATOR_CURRENCY_KEYS, type SimulatorCurrencyKey } from '@domain/model/money-inputs';
import { DEFAULT_FEES, FEE_KEYS, pickFeeValues } from '@domain/fees';
import type { PlanInputs } from '@domain/plans/plan-inputs';
import { DEFAULT_SIMULATOR_INPUTS } from '@domain/scenarios';
import type { SimulatorSnapshot } from './simulator-snapshot';

/**
 * A guest's scenario, kept when they leave the simulator (to sign in, to create an account) so that it is on the
 * screen again when they come back, signed in, to save it. It lives in local storage, so a reload of the sign-in
 * page or an account created in another tab keeps it too; it is forgotten once saved, discarded, or a day old.
 * A guest who reloads the simulator itself starts from the defaults, as the guest notice says.
 */
const STORAGE_KEY = 'ribh.guestDraft';
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

interface StoredDraft {
  savedAt: number;
  plan: PlanInputs;
}

const isSimulatorKey = (key: string): key is SimulatorCurrencyKey => (SIMULATOR_CURRENCY_KEYS as readonly string[]).includes(key);

/** The simulator's state as the inputs of a plan with no name (what "Open in simulator" loads). */
export function draftOf(snapshot: SimulatorSnapshot): PlanInputs {
  const { entered, input, currencies } = snapshot;
  return {
    name: '',
    productName: '',
    note: '',
    serviceName: snapshot.service?.name ?? '',
    countryName: snapshot.country?.name ?? '',
    values: { totalLeads: input.totalLeads, adsCost: entered.adsCost, productCost: entered.productCost, averageAOV: entered.averageAOV },
    // The money fees as typed (in their currency); the percent fees are the same in both.
    fees: pickFeeValues({ ...input, ...entered }),
    advanced: Object.fromEntries(ADVANCED_COST_KEYS.map((key) => [key, input[key] ?? 0])) as Record<AdvancedCostKey, number>,
    localCurrencyInputs: currencies.localCurrencyInputs.filter(isSimulatorKey),
    currencyRate: currencies.currencyRate,
    uncertainty: snapshot.uncertainty ?? {},
  };
}

/** True when the draft is the simulator as it opens: nothing worth bringing back. */
export function isUntouched(draft: PlanInputs): boolean {
  const values = draft.values as Record<string, number>;
  const defaults = DEFAULT_SIMULATOR_INPUTS as Record<string, number>;
  return (
    !draft.countryName &&
    !draft.serviceName &&
    Object.keys(values).every((key) => values[key] === defaults[key]) &&
    FEE_KEYS.every((key) => draft.fees[key] === DEFAULT_FEES[key]) &&
    ADVANCED_COST_KEYS.every((key) => key === 'taxRate' || draft.advanced[key] === (NO_ADVANCED_COSTS[key] ?? 0))
  );
}

const listeners = new Set<() => void>();
// What local storage holds, read once: useSyncExternalStore needs the same object until it changes.
let current: PlanInputs | null | undefined;

function changed(next: PlanInputs | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function keepGuestDraft(draft: PlanInputs): void {
  if (isUntouched(draft)) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ savedAt: Date.now(), plan: draft } satisfies StoredDraft));
  } catch {
    // Private mode or a full storage: the draft lasts as long as the page.
  }
  changed(draft);
}

/** The kept draft, or null when there is none, it is more than a day old, or it cannot be read. */
export function readGuestDraft(now = Date.now()): PlanInputs | null {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<StoredDraft>;
    if (typeof stored.savedAt !== 'number' || now - stored.savedAt > KEPT_FOR_MS || !stored.plan?.values) return null;
    return stored.plan;
  } catch {
    return null;
  }
}

export function forgetGuestDraft(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
  changed(null);
}

/** Calls `listener` when a draft is kept or forgotten (for useSyncExternalStore). */
export function subscribeToGuestDraft(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The kept draft, the same object until it changes (for useSyncExternalStore). */
export function currentGuestDraft(): PlanInputs | null {
  if (current === undefined) current = readGuestDraft();
  return current;
}
