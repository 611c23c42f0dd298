import { describe, expect, it } from 'vitest';
import { displayName, initials } from './initials';

describe('initials', () => {
  it.each([
    [{ email: 'sam@example.com', firstName: 'sara', lastName: 'ali' }, 'SA'],
    [{ email: 'sam@example.com', firstName: 'Sara', lastName: null }, 'S'],
    [{ email: 'sam@example.com', firstName: null, lastName: 'Ali' }, 'A'],
    [{ email: 'sam@example.com', firstName: '  ', lastName: '' }, 'S'],
    [{ email: 'sam@example.com' }, 'S'],
    [{ email: '', firstName: null, lastName: null }, 'U'],
    [{}, 'U'],
    [{ email: 'x@y.z', firstName: 'سارة', lastName: 'علي' }, 'سع'],
  ])('gives %j the avatar letters %s', (user, expected) => {
    expect(initials(user)).toBe(expected);
  });
});

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName({ email: 'a@b.c', firstName: 'Sara', lastName: 'Ali' })).toBe('Sara Ali');
  });
  it('uses a single name when only one is present', () => {
    expect(displayName({ email: 'a@b.c', firstName: null, lastName: 'Ali' })).toBe('Ali');
  });
  it('falls back to the email without names', () => {
    expect(displayName({ email: 'a@b.c', firstName: ' ', lastName: null })).toBe('a@b.c');
  });
});
