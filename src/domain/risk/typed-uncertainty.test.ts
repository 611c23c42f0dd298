import { describe, expect, it } from 'vitest';
import { readTypedUncertainty, typedUncertaintiesOf, uncertainInputsOf, type TypedUncertainties } from './typed-uncertainty';
import { uncertaintySchema } from './uncertain-inputs';

const known = { mode: 'known', first: '', second: '' } as const;
const typed = (overrides: Partial<TypedUncertainties>): TypedUncertainties => ({
  confirmedRate: known,
  deliveredRate: known,
  upsellRate: known,
  adsCost: known,
  ...overrides,
});

describe('readTypedUncertainty', () => {
  it.each([
    ['deliveredRate', { mode: 'counts', first: '40', second: '70' }, { kind: 'counts', successes: 40, trials: 70 }, null],
    ['deliveredRate', { mode: 'range', first: '45', second: '65' }, { kind: 'range', low: 45, high: 65 }, null],
    ['adsCost', { mode: 'range', first: '1,2', second: '1.9' }, { kind: 'range', low: 1.2, high: 1.9 }, null],
    ['deliveredRate', { mode: 'counts', first: '71', second: '70' }, null, { field: 'first', kind: 'successesAboveTrials' }],
    ['deliveredRate', { mode: 'counts', first: '0', second: '0' }, null, { field: 'second', kind: 'noTrials' }],
    ['confirmedRate', { mode: 'range', first: '60', second: '40' }, null, { field: 'first', kind: 'lowAboveHigh' }],
    ['deliveredRate', { mode: 'counts', first: '4.5', second: '70' }, null, null],
    ['deliveredRate', { mode: 'range', first: '45', second: '120' }, null, null],
    ['deliveredRate', { mode: 'counts', first: '', second: '70' }, null, null],
    // A cost per lead has no counts: read as typed.
    ['adsCost', { mode: 'counts', first: '4', second: '7' }, null, null],
  ] as const)('%s %j reads as %j', (key, fields, uncertainty, problem) => {
    const reading = readTypedUncertainty(key, fields);
    expect(reading.uncertainty).toEqual(uncertainty);
    expect(reading.problem).toEqual(problem);
  });

  it('says which field cannot be read', () => {
    const reading = readTypedUncertainty('deliveredRate', { mode: 'counts', first: 'abc', second: '70' });
    expect(reading.first).toEqual({ ok: false, problem: 'invalid' });
    expect(reading.second).toEqual({ ok: true, value: 70 });
  });
});

describe('uncertainInputsOf and typedUncertaintiesOf', () => {
  it('keeps only the usable inputs', () => {
    expect(
      uncertainInputsOf(
        typed({
          deliveredRate: { mode: 'counts', first: '40', second: '70' },
          confirmedRate: { mode: 'range', first: '60', second: '40' },
          adsCost: { mode: 'range', first: '1', second: '2' },
        }),
      ),
    ).toEqual({ deliveredRate: { kind: 'counts', successes: 40, trials: 70 }, adsCost: { kind: 'range', low: 1, high: 2 } });
  });

  it('fills the fields back from a saved plan, so a reopened plan reads the same', () => {
    const saved = { deliveredRate: { kind: 'counts', successes: 40, trials: 70 }, upsellRate: { kind: 'range', low: 5, high: 15 } } as const;
    const fields = typedUncertaintiesOf(saved);
    expect(fields.confirmedRate.mode).toBe('known');
    expect(uncertainInputsOf(fields)).toEqual(saved);
  });

  it('keeps where counts taken from the ledger came from, through a save and a reopening', () => {
    const source = { kind: 'ledger', sku: 'ARG', countryCode: 'MA', from: '2026-01-01', to: '2026-02-28', projectedOrders: 2, projectedRate: 75 } as const;
    const saved = { deliveredRate: { kind: 'counts', successes: 8, trials: 10, source } } as const;
    expect(uncertaintySchema.parse(saved.deliveredRate)).toEqual(saved.deliveredRate);
    expect(uncertainInputsOf(typedUncertaintiesOf(saved))).toEqual(saved);
  });
});
