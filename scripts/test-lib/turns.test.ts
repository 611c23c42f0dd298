import { describe, expect, it } from 'vitest';
import { itemOfTurn } from './turns';

const LANGUAGES = ['en', 'ar', 'fr'];
const GROUPS = ['guest', 'seller', 'admin'];

describe('itemOfTurn', () => {
  it('gives three walkers the three items on every day, each a different one', () => {
    for (let turn = 0; turn < 10; turn++) {
      const taken = LANGUAGES.map((_language, index) => itemOfTurn(GROUPS, index, turn));
      expect([...taken].sort()).toEqual([...GROUPS].sort());
    }
  });

  it('walks every pairing within as many consecutive days as there are items, from any day', () => {
    for (const start of [0, 1, 2, 20_420]) {
      const pairs = new Set<string>();
      for (let turn = start; turn < start + GROUPS.length; turn++) {
        LANGUAGES.forEach((language, index) => pairs.add(`${language}:${itemOfTurn(GROUPS, index, turn)}`));
      }
      expect(pairs.size).toBe(LANGUAGES.length * GROUPS.length);
    }
  });

  it('covers both of two items on every day with three walkers', () => {
    for (let turn = 0; turn < 4; turn++) {
      expect(new Set(LANGUAGES.map((_language, index) => itemOfTurn([390, 1280], index, turn)))).toEqual(new Set([390, 1280]));
    }
  });

  it('moves each walker on by one item a day', () => {
    expect([0, 1, 2, 3].map((turn) => itemOfTurn(GROUPS, 1, turn))).toEqual(['seller', 'admin', 'guest', 'seller']);
  });

  it('refuses a turn or a place that is not a whole number, and an empty list', () => {
    expect(() => itemOfTurn(GROUPS, 0, Number.NaN)).toThrow(/turn/);
    expect(() => itemOfTurn(GROUPS, 0, -1)).toThrow(/turn/);
    expect(() => itemOfTurn(GROUPS, 1.5, 0)).toThrow(/place/);
    expect(() => itemOfTurn([], 0, 0)).toThrow(/no items/);
  });
});
