import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { translateFieldMessage } from './field-message';

let t: TFunction;
beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'ar', resources: { en: { translation: en }, ar: { translation: ar } } });
  t = instance.t;
});

describe('translateFieldMessage', () => {
  it.each([
    ['Enter a valid email address', ar.auth.validation.emailInvalid],
    ['Password is required', ar.auth.validation.passwordRequired],
    ['Password must be at least 8 characters', ar.auth.validation.passwordMin],
    ['Password must be at most 256 characters', ar.auth.validation.passwordMax],
    ['Passwords do not match', ar.auth.validation.passwordsDoNotMatch],
    ['Too big: expected string to have <=100 characters', ar.auth.validation.nameMax],
    ['The new password must differ from the current one', ar.passwords.change.sameAsCurrent],
    ['This password is too common. Choose a less predictable one.', ar.errors.codes.WEAK_PASSWORD],
    ['The current password is not correct.', ar.passwords.change.wrongCurrent],
  ])('shows the shared schema rule %j in the reader language', (message, expected) => {
    expect(translateFieldMessage(message, t)).toBe(expected);
  });

  it('keeps a message it does not know', () => {
    expect(translateFieldMessage('Something else', t)).toBe('Something else');
  });

  it('keeps an absent message absent', () => {
    expect(translateFieldMessage(undefined, t)).toBeUndefined();
  });
});
