import { describe, expect, it } from 'vitest';
import { choosable } from './choosable';

const rows = [
  { id: 'a', status: 'active' as const },
  { id: 'b', status: 'inactive' as const },
  { id: 'c', status: 'active' as const },
];

describe('choosable', () => {
  it('keeps the active entries in their order and leaves the inactive ones out', () => {
    expect(choosable(rows).map((row) => row.id)).toEqual(['a', 'c']);
  });

  it('keeps an inactive entry a form already holds', () => {
    expect(choosable(rows, 'b').map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });

  it('gives nothing for nothing, and nothing when every entry is inactive', () => {
    expect(choosable([])).toEqual([]);
    expect(choosable([{ id: 'x', status: 'inactive' as const }], null)).toEqual([]);
  });
});
