import { describe, expect, it } from 'vitest';
import { ADVANCED_COST_KEYS, type AdvancedCostKey } from './model/advanced-costs';
import { ADVANCED_FIELDS, COUNT_FIELD, MONEY_FIELD, PERCENT_FIELD, readField, SIMULATOR_FIELDS, type FieldRule } from './number-field';

describe('readField', () => {
  it.each([
    ['leads', '100', COUNT_FIELD, 100],
    ['leads', '0', COUNT_FIELD, 0],
    ['leads', '1,000', COUNT_FIELD, 1000],
    ['leads', '١٠٠', COUNT_FIELD, 100],
    ['leads', '2,0', COUNT_FIELD, 2],
    ['money', '2,5', MONEY_FIELD, 2.5],
    ['money', '٢٫٥', MONEY_FIELD, 2.5],
    ['money', '0', MONEY_FIELD, 0],
    ['money', '1.000,5', MONEY_FIELD, 1000.5],
    ['percent', '100', PERCENT_FIELD, 100],
    ['percent', '12,5', PERCENT_FIELD, 12.5],
    ['percent', '0', PERCENT_FIELD, 0],
  ] as const)('takes %s %j as %d', (_what, typed, rule, value) => {
    expect(readField(typed, rule)).toEqual({ ok: true, value });
  });

  it.each([
    ['leads', '-50', COUNT_FIELD, 'negative'],
    ['leads', '2.5', COUNT_FIELD, 'notWhole'],
    ['leads', '2,5', COUNT_FIELD, 'notWhole'],
    ['leads', 'abc', COUNT_FIELD, 'invalid'],
    ['leads', '', COUNT_FIELD, 'empty'],
    ['money', '-0.01', MONEY_FIELD, 'negative'],
    ['money', '12abc', MONEY_FIELD, 'invalid'],
    ['money', '1e9', MONEY_FIELD, 'invalid'],
    ['percent', '100.01', PERCENT_FIELD, 'aboveMax'],
    ['percent', '150', PERCENT_FIELD, 'aboveMax'],
    ['percent', '-3', PERCENT_FIELD, 'negative'],
  ] as const)('refuses %s %j as %s', (_what, typed, rule, problem) => {
    expect(readField(typed, rule)).toEqual({ ok: false, problem });
  });

  it('reads Total Leads as a count and the three prices as money', () => {
    expect(SIMULATOR_FIELDS).toEqual({ totalLeads: COUNT_FIELD, adsCost: MONEY_FIELD, productCost: MONEY_FIELD, averageAOV: MONEY_FIELD });
  });
});

describe('ADVANCED_FIELDS', () => {
  it('gives a rule to every cost line of the model and to nothing else', () => {
    const rules: Record<AdvancedCostKey, FieldRule> = ADVANCED_FIELDS;
    expect(Object.keys(rules).sort()).toEqual([...ADVANCED_COST_KEYS].sort());
  });
});
