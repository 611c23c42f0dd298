import { z } from 'zod';
import { changePasswordInputSchema, passwordSchema } from '@domain/schemas';

// The server's own rules plus a confirmation field, which only the form needs (field issue `notMatching`).
const MISMATCH = { message: 'Passwords do not match', path: ['confirmPassword'], params: { fieldIssue: 'notMatching' } };

export const changePasswordFormSchema = changePasswordInputSchema
  .safeExtend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, MISMATCH);
export type ChangePasswordFields = z.input<typeof changePasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, MISMATCH);
export type ResetPasswordFields = z.input<typeof resetPasswordFormSchema>;
