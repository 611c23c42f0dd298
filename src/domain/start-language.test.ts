import { describe, expect, it } from 'vitest';
import { acceptedLanguages, linkInLanguage, preferredLanguage, startLanguage } from './start-language';

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


describe('preferredLanguage of an Accept-Language header or navigator.languages', () => {
  const read = (preferences: string | string[] | undefined) =>
    preferredLanguage(typeof preferences === 'string' || preferences === undefined ? acceptedLanguages(preferences) : preferences);
  it.each<[string | string[] | undefined, string | undefined]>([
    ['fr-MA,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE,de;q=0.9,ar;q=0.5,en;q=0.7', 'en'],
    ['en;q=0.2, ar-MA', 'ar'],
    ['de, es', undefined],
    ['fr;q=0, ar;q=0.1', 'ar'],
    [['ar-EG', 'en-US'], 'ar'],
    [['es-ES', 'FR-fr'], 'fr'],
    ['', undefined],
    [undefined, undefined],
  ])('reads %j as %s', (preferences, expected) => {
    expect(read(preferences)).toBe(expected);
  });
});

describe('linkInLanguage', () => {
  it('puts the language in the query and keeps a fragment last', () => {
    expect(linkInLanguage('https://ribh.example', '/s/abc', 'ar')).toBe('https://ribh.example/s/abc?lang=ar');
    expect(linkInLanguage('https://ribh.example', '/reset-password', 'fr', 'tok')).toBe('https://ribh.example/reset-password?lang=fr#tok');
  });
});
