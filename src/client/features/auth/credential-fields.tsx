import { forwardRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FormField, type FormFieldProps } from './form-field';

type FieldProps = Omit<FormFieldProps, 'label'>;

/** The email field of every sign-in and registration form: typed left to right in both languages. */
export const EmailField = forwardRef<HTMLInputElement, FieldProps>(function EmailField(props, ref) {
  const { t } = useTranslation();
  return <FormField ref={ref} label={t('auth.fields.email')} type="email" autoComplete="email" inputMode="email" dir="ltr" required {...props} />;
});

interface PasswordFieldProps extends FieldProps {
  /** "current-password" to sign in; "new-password" where an account is created. */
  autoComplete: 'current-password' | 'new-password';
  /** Defaults to "Password"; the confirmation field names itself. */
  label?: string;
}

/** A required password field. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField({ label, ...props }, ref) {
  const { t } = useTranslation();
  return <FormField ref={ref} label={label ?? t('auth.fields.password')} type="password" required {...props} />;
});
