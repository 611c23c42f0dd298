import { describe, expect, it } from 'vitest';
import { sortedQuantile } from './percentile';

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
