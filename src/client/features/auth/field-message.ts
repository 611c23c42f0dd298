import type { TFunction } from 'i18next';

// The shared zod schemas (@domain/schemas) speak English; the form shows the same rule in the user's language.
const KNOWN_MESSAGES = {
  'Enter a valid email address': 'auth.validation.emailInvalid',
  'Password is required': 'auth.validation.passwordRequired',
  'Password must be at least 8 characters': 'auth.validation.passwordMin',
  'Password must be at most 256 characters': 'auth.validation.passwordMax',
  'Passwords do not match': 'auth.validation.passwordsDoNotMatch',
  'The new password must differ from the current one': 'passwords.change.sameAsCurrent',
  'This password is too common. Choose a less predictable one.': 'errors.codes.WEAK_PASSWORD',
  'The current password is not correct.': 'passwords.change.wrongCurrent',
} as const;

/** A field message of the shared schemas (or the server's validation errors), translated when it is a known rule. */
export function translateFieldMessage<M extends string | undefined>(message: M, t: TFunction): M {
  if (!message) return message;
  if (message in KNOWN_MESSAGES) return t(KNOWN_MESSAGES[message as keyof typeof KNOWN_MESSAGES]) as M;
  if (/(at most |<=)100\b/i.test(message)) return t('auth.validation.nameMax') as M;
  return message;
}
