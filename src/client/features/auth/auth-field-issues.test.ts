import { changePasswordInputSchema, loginInputSchema, registerInputSchema } from '@domain/schemas';
import type { FieldIssue } from '@domain/field-issues';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { createTranslator } from '../../i18n/translator';
import { ApiError } from '../../lib/api';
import { fieldIssueResolver } from '../../lib/field-issue-resolver';
import { fieldIssueText } from '../../lib/field-issues';
import { changePasswordFormSchema, resetPasswordFormSchema } from './password-form-schemas';
import { applyServerFieldErrors } from './server-field-errors';

// The auth forms check with the server's own schemas and say each rule by its field-issue code.
const byCode = (issue: FieldIssue) => `${issue.code}${issue.limit === undefined ? '' : `:${issue.limit}`}`;

async function errorsOf(schema: Parameters<typeof fieldIssueResolver>[0], values: Record<string, unknown>) {
  const result = await fieldIssueResolver(schema, byCode)(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([path, error]) => [path, [error?.type, error?.message]]));
}

describe('the auth forms’ field issues', () => {
  it.each([
    ['sign-in, nothing typed', loginInputSchema, { email: '', password: '' }, { email: ['invalidEmail', 'invalidEmail'], password: ['required', 'required'] }],
    [
      'registration, a bad email, a short password and a long name',
      registerInputSchema,
      { email: 'not-an-email', password: 'short', firstName: 'x'.repeat(101), lastName: '' },
      { email: ['invalidEmail', 'invalidEmail'], password: ['tooShort', 'tooShort:8'], firstName: ['tooLong', 'tooLong:100'] },
    ],
    ['registration, a password over 256 characters', registerInputSchema, { email: 'a@b.co', password: 'x'.repeat(257) }, { password: ['tooLong', 'tooLong:256'] }],
    ['a reset whose confirmation differs', resetPasswordFormSchema, { password: 'long enough 1', confirmPassword: 'long enough 2' }, { confirmPassword: ['notMatching', 'notMatching'] }],
    [
      'a change to the same password',
      changePasswordFormSchema,
      { currentPassword: 'long enough 1', newPassword: 'long enough 1', confirmPassword: 'long enough 1' },
      { newPassword: ['sameAsCurrent', 'sameAsCurrent'] },
    ],
  ])('%s', async (_name, schema, values, expected) => {
    expect(await errorsOf(schema, values)).toEqual(expected);
  });

  it('hands the schema’s output to the form when every rule holds', async () => {
    const result = await fieldIssueResolver(loginInputSchema, byCode)({ email: ' Seller@Example.COM ', password: 'x' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result).toEqual({ values: { email: 'seller@example.com', password: 'x' }, errors: {} });
  });

  it('the server’s schema names the same code for the same rule', async () => {
    expect(await errorsOf(changePasswordInputSchema, { currentPassword: 'long enough 1', newPassword: 'long enough 1' })).toEqual({
      newPassword: ['sameAsCurrent', 'sameAsCurrent'],
    });
  });
});

describe('the auth codes in every language', () => {
  const instances: Record<'en' | 'ar' | 'fr', TFunction> = {} as never;
  beforeAll(() => {
    for (const [language, translation] of [['en', en], ['ar', ar], ['fr', fr]] as const) {
      const instance = createTranslator(language);
      instance.addResourceBundle(language, 'translation', translation);
      instances[language] = instance.t;
    }
  });

  it.each([
    ['en', { path: 'password', code: 'tooShort', limit: 8 }, 'Use at least 8 characters.'],
    ['ar', { path: 'password', code: 'tooShort', limit: 8 }, 'يجب ألا يقل عدد الأحرف عن 8.'],
    ['fr', { path: 'password', code: 'tooShort', limit: 8 }, 'Utilisez au moins 8 caractères.'],
    ['ar', { path: 'email', code: 'invalidEmail' }, ar.checks.field.invalidEmail],
    ['fr', { path: 'confirmPassword', code: 'notMatching' }, fr.checks.field.notMatching],
  ] as const)('%s says %j', (language, issue, expected) => {
    expect(fieldIssueText(issue, instances[language], language)).toBe(expected);
  });

  it('puts a server refusal at its field in the reader’s language, the first one focused, once per field', () => {
    const body = JSON.stringify({
      code: 'WRONG_PASSWORD',
      message: 'The current password is not correct.',
      errors: [
        { path: 'currentPassword', message: 'The current password is not correct.', code: 'wrongPassword' },
        { path: 'currentPassword', message: 'again', code: 'invalid' },
        { path: 'somethingElse', message: 'not a field of this form', code: 'invalid' },
      ],
    });
    const calls: unknown[] = [];
    const applied = applyServerFieldErrors(new ApiError(400, body), ['currentPassword', 'newPassword'], (...args: unknown[]) => calls.push(args), (issue) =>
      fieldIssueText(issue, instances.ar, 'ar'),
    );
    expect(applied).toBe(true);
    expect(calls).toEqual([['currentPassword', { type: 'wrongPassword', message: ar.checks.field.wrongPassword }, { shouldFocus: true }]]);
  });

  it('leaves the form alone for an answer without field issues', () => {
    const calls: unknown[] = [];
    expect(applyServerFieldErrors(new ApiError(401, '{"code":"INVALID_CREDENTIALS","message":"x"}'), ['email'], (...args: unknown[]) => calls.push(args), String)).toBe(false);
    expect(calls).toEqual([]);
  });
});
