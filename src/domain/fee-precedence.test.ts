import { describe, expect, it } from 'vitest';
import { feeSourceOf, winningFeeRow, type RankedFeeRow } from './fee-precedence';

const own = (serviceId: string | null, tag = ''): RankedFeeRow & { tag: string } => ({ ownerId: 'seller', serviceId, tag });
const byDefault = (serviceId: string | null, tag = ''): RankedFeeRow & { tag: string } => ({ ownerId: null, serviceId, tag });

describe('feeSourceOf', () => {
  it.each([
    [own('s1'), 'own-service'],
    [own(null), 'own-country'],
    [byDefault('s1'), 'default-service'],
    [byDefault(null), 'default-country'],
  ] as const)('%j is %s', (row, source) => {
    expect(feeSourceOf(row)).toBe(source);
  });
});

describe('winningFeeRow', () => {
  it.each([
    ['nothing: the built-in fees apply', [], undefined],
    ['a lone default', [byDefault(null, 'd')], ['d', 'default-country']],
    ["the seller's own row over the default, default first", [byDefault(null, 'd'), own(null, 'o')], ['o', 'own-country']],
    ["the seller's own row over the default, own first", [own(null, 'o'), byDefault(null, 'd')], ['o', 'own-country']],
    ["a service's default over the country's default", [byDefault(null, 'dc'), byDefault('s1', 'ds')], ['ds', 'default-service']],
    ["the seller's country row over a service's default", [byDefault('s1', 'ds'), own(null, 'oc')], ['oc', 'own-country']],
    ["the seller's service row over everything", [own(null, 'oc'), byDefault('s1', 'ds'), own('s1', 'os'), byDefault(null, 'dc')], ['os', 'own-service']],
    ['the first of two equals', [byDefault(null, 'first'), byDefault(null, 'second')], ['first', 'default-country']],
  ] as const)('picks %s', (_name, rows, expected) => {
    const winner = winningFeeRow(rows);
    expect(winner && [winner.row.tag, winner.source]).toEqual(expected);
  });
});
