import { describe, expect, it } from 'vitest';
import { quantilesInPlace, sortedQuantile } from './percentile';

describe('sortedQuantile', () => {
  it.each([
    [[1, 2, 3, 4, 5], 0.5, 3],
    [[1, 2, 3, 4], 0.5, 2.5],
    [[10, 20], 0.1, 11],
    [[7], 0.9, 7],
    [[0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.9, 90],
  ])('quantile of %j at %d is %d', (values, q, expected) => {
    expect(sortedQuantile(Float64Array.from(values), q)).toBeCloseTo(expected, 10);
  });

  it('is NaN for no values', () => {
    expect(sortedQuantile(new Float64Array(0), 0.5)).toBeNaN();
  });
});

describe('quantilesInPlace', () => {
  it('finds the quantiles of unsorted values, repeated ones included, as the sorted list gives them', () => {
    // Sorted: 1, 2, 2, 3, 5, 8, 8, 9, 10, 40. Positions 0.9, 4.5 and 8.1: 1 + 0.9 × 1 = 1.9; (5 + 8) / 2 = 6.5;
    // 10 + 0.1 × 30 = 13.
    const values = Float64Array.from([8, 2, 40, 1, 9, 2, 5, 10, 3, 8]);
    const [p10, p50, p90] = quantilesInPlace(values, [0.1, 0.5, 0.9]);
    expect(p10).toBeCloseTo(1.9, 10);
    expect(p50).toBeCloseTo(6.5, 10);
    expect(p90).toBeCloseTo(13, 10);
  });

  it('gives exactly what sorting gives, on values with many equal ones', () => {
    const values = Float64Array.from({ length: 2001 }, (_, index) => ((index * 7919) % 101) - 50 + (index % 3 === 0 ? 0.25 : 0));
    const sorted = Float64Array.from(values).sort();
    const qs = [0, 0.1, 0.5, 0.9, 1];
    expect(quantilesInPlace(values, qs)).toEqual(qs.map((q) => sortedQuantile(sorted, q)));
  });

  it('is NaN for no values', () => {
    expect(quantilesInPlace(new Float64Array(0), [0.5])).toEqual([Number.NaN]);
  });
});
