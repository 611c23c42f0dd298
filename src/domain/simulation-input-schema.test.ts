import { describe, expect, it } from 'vitest';
import { simulationInputSchema } from './schemas';
import { SPEC_EXAMPLE } from './test-support/example-plans';

describe('simulationInputSchema totalLeads', () => {
  it.each([0, 1, 250, 1_000_000_000])('accepts %s leads', (totalLeads) => {
    expect(simulationInputSchema.safeParse({ ...SPEC_EXAMPLE, totalLeads }).success).toBe(true);
  });

  it.each([0.5, 99.9, 1e-7, -1, -0.5, 1_000_000_001, Number.POSITIVE_INFINITY, Number.NaN])(
    'refuses %s leads, naming the field',
    (totalLeads) => {
      const result = simulationInputSchema.safeParse({ ...SPEC_EXAMPLE, totalLeads });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path)).toEqual([['totalLeads']]);
    },
  );

  it('keeps fractional amounts valid where they are money (ads cost per lead)', () => {
    expect(simulationInputSchema.safeParse({ ...SPEC_EXAMPLE, adsCost: 0.5 }).success).toBe(true);
  });
});
