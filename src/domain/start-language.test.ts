import { describe, expect, it } from 'vitest';
import { cookieValue, startLanguage } from './start-language';

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

describe('cookieValue', () => {
  it.each([
    ['language=ar', 'ar'],
    ['theme=dark; language=fr; other=1', 'fr'],
    ['mylanguage=ar; language = en', 'en'],
    ['theme=dark', undefined],
    ['', undefined],
    [undefined, undefined],
  ] as const)('reads %j as %j', (header, expected) => {
    expect(cookieValue(header, 'language')).toBe(expected);
  });
});
