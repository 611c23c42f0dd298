import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookie-value';

describe('cookieValue', () => {
  it.each([
    ['language=ar', 'ar'],
    ['theme=dark; language=fr; other=1', 'fr'],
    ['mylanguage=ar; language = en', 'en'],
    ['theme=dark', undefined],
    ['', undefined],
    [undefined, undefined],
  ] as const)('reads %j as %j', (cookies, expected) => {
    expect(cookieValue(cookies, 'language')).toBe(expected);
  });
});
