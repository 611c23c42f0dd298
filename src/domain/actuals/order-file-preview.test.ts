import { describe, expect, it } from 'vitest';
import { fileOrderValue, type StatusTally } from './order-file-preview';

const TALLIES: StatusTally[] = [
  { value: 'Livré', orders: 2, amountTotal: 600 },
  { value: 'Retour', orders: 1, amountTotal: 50 },
];

describe('fileOrderValue', () => {
  it('divides what delivered statuses collected by their orders, and questions it past 5× the plan either way', () => {
    // 600 over 2 delivered orders = 300; the returned order's 50 is not revenue.
    expect(fileOrderValue(TALLIES, { Livré: 'delivered', Retour: 'returned' }, 30)).toEqual({ perOrder: 300, verdict: 'tooHigh' });
    // 300 against a plan of 60: exactly 5×, still believable.
    expect(fileOrderValue(TALLIES, { Livré: 'delivered', Retour: 'returned' }, 60)).toEqual({ perOrder: 300, verdict: 'plausible' });
    // 300 against 1,501: under a fifth (1,501 / 5 = 300.2).
    expect(fileOrderValue(TALLIES, { Livré: 'delivered', Retour: 'returned' }, 1501)).toEqual({ perOrder: 300, verdict: 'tooLow' });
    // Both delivered: (600 + 50) / 3.
    expect(fileOrderValue(TALLIES, { Livré: 'delivered', Retour: 'delivered' }, 216)!.perOrder).toBeCloseTo(650 / 3, 12);
  });

  it('judges nothing while a status has no meaning, none is delivered, or the meaning is an inherited name', () => {
    expect(fileOrderValue(TALLIES, { Livré: 'delivered' }, 30)).toBeNull();
    expect(fileOrderValue(TALLIES, { Livré: 'returned', Retour: 'returned' }, 30)).toBeNull();
    expect(fileOrderValue([{ value: 'constructor', orders: 1, amountTotal: 5 }], {}, 30)).toBeNull();
  });
});
