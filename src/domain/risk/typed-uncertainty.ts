import { COUNT_FIELD, MONEY_FIELD, PERCENT_FIELD, readField, type FieldReading, type FieldRule } from '../number-field';
import type { LedgerSource, UncertainInputs, UncertainKey, Uncertainty } from './uncertain-inputs';

// What the seller typed in the profit range's fields, read into uncertain inputs: each input is taken as typed,
// or given observed counts (the three rates), or a low–high range. A field that cannot be read, or a pair that
// contradicts itself (more successes than trials, low above high), leaves that input as typed and says why.

export type UncertaintyMode = 'known' | 'counts' | 'range';

/** Observed orders: whole, and no more than a saved plan keeps (a billion). */
const OBSERVED_COUNT: FieldRule = { ...COUNT_FIELD, max: 1e9 };

/** One input's mode and the texts of its two fields (successes/trials, or low/high). */
export interface TypedUncertainty {
  mode: UncertaintyMode;
  first: string;
  second: string;
  /** Where counts taken from the ledger came from; dropped as soon as the seller edits them. */
  source?: LedgerSource;
}

export type TypedUncertainties = Record<UncertainKey, TypedUncertainty>;

export const UNCERTAIN_KEYS: readonly UncertainKey[] = ['confirmedRate', 'deliveredRate', 'upsellRate', 'adsCost'];

/** Modes each input offers: a cost per lead has no counts to observe. */
export function modesOf(key: UncertainKey): readonly UncertaintyMode[] {
  return key === 'adsCost' ? ['known', 'range'] : ['known', 'counts', 'range'];
}

export type PairProblem = 'successesAboveTrials' | 'lowAboveHigh' | 'noTrials';

/** The reading of one input's fields: each field's reading, the pair's problem, and the uncertainty when usable. */
export interface UncertaintyReading {
  first: FieldReading | null;
  second: FieldReading | null;
  /** Which field a pair problem belongs to. */
  problem: { field: 'first' | 'second'; kind: PairProblem } | null;
  rules: { first: FieldRule; second: FieldRule } | null;
  uncertainty: Uncertainty | null;
}

function rulesOf(key: UncertainKey, mode: UncertaintyMode): { first: FieldRule; second: FieldRule } | null {
  if (mode === 'known') return null;
  if (mode === 'counts') return { first: OBSERVED_COUNT, second: OBSERVED_COUNT };
  const rule = key === 'adsCost' ? MONEY_FIELD : PERCENT_FIELD;
  return { first: rule, second: rule };
}

/** Reads one input's typed fields. */
export function readTypedUncertainty(key: UncertainKey, typed: TypedUncertainty): UncertaintyReading {
  const rules = rulesOf(key, modesOf(key).includes(typed.mode) ? typed.mode : 'known');
  if (!rules) return { first: null, second: null, problem: null, rules: null, uncertainty: null };
  const first = readField(typed.first, rules.first);
  const second = readField(typed.second, rules.second);
  const base = { first, second, rules };
  if (!first.ok || !second.ok) return { ...base, problem: null, uncertainty: null };
  if (typed.mode === 'counts') {
    if (second.value === 0) return { ...base, problem: { field: 'second', kind: 'noTrials' }, uncertainty: null };
    if (first.value > second.value) return { ...base, problem: { field: 'first', kind: 'successesAboveTrials' }, uncertainty: null };
    const counts = { kind: 'counts', successes: first.value, trials: second.value } as const;
    return { ...base, problem: null, uncertainty: typed.source ? { ...counts, source: typed.source } : counts };
  }
  if (first.value > second.value) return { ...base, problem: { field: 'first', kind: 'lowAboveHigh' }, uncertainty: null };
  return { ...base, problem: null, uncertainty: { kind: 'range', low: first.value, high: second.value } };
}

/** Every input's usable uncertainty; inputs taken as typed, or whose fields cannot be used, are left out. */
export function uncertainInputsOf(typed: TypedUncertainties): UncertainInputs {
  const inputs: UncertainInputs = {};
  for (const key of UNCERTAIN_KEYS) {
    const { uncertainty } = readTypedUncertainty(key, typed[key]);
    if (!uncertainty) continue;
    if (key === 'adsCost') {
      if (uncertainty.kind === 'range') inputs.adsCost = uncertainty;
    } else {
      inputs[key] = uncertainty;
    }
  }
  return inputs;
}

/** The fields as a saved plan's uncertain inputs fill them in (every other input "as typed"). */
export function typedUncertaintiesOf(saved: UncertainInputs | undefined): TypedUncertainties {
  const typed = {} as TypedUncertainties;
  for (const key of UNCERTAIN_KEYS) {
    const uncertainty = saved?.[key];
    if (!uncertainty) typed[key] = { mode: 'known', first: '', second: '' };
    else if (uncertainty.kind === 'counts') {
      const counts = { mode: 'counts', first: String(uncertainty.successes), second: String(uncertainty.trials) } as const;
      typed[key] = uncertainty.source ? { ...counts, source: uncertainty.source } : counts;
    }
    else typed[key] = { mode: 'range', first: String(uncertainty.low), second: String(uncertainty.high) };
  }
  return typed;
}
