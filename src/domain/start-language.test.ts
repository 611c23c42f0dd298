import { describe, expect, it } from 'vitest';
import { startLanguage } from './start-language';

describe('startLanguage', () => {
  it.each([
    ['fr', ['ar', 'en'], 'fr'],
    ['de', ['ar'], 'ar'],
    [null, [undefined, 'fr'], 'fr'],
    [null, ['xx', null], 'en'],
    [undefined, [], 'en'],
    ['AR', ['fr'], 'fr'],
  ] as const)('?lang=%s with remembered %j starts in %s', (requested, remembered, expected) => {
    expect(startLanguage(requested, ...remembered)).toBe(expected);
  });
});
