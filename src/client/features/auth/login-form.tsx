import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { loginInputSchema, type LoginInput } from '@domain/schemas';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/error-message';
import { fieldIssueResolver } from '../../lib/field-issue-resolver';
import { EmailField, PasswordField } from './credential-fields';
import type { SignInResult } from '../../lib/session/session-cache';
import { useSayIssue } from './use-say-issue';
import { useSignIn } from './use-sign-in';

interface LoginFormProps {
  /** Called after a successful sign-in (the caches already hold the new user). */
  onSignedIn: (result: SignInResult) => void;
  submitLabel: string;
  submittingLabel: string;
  /** Rendered between the password and the submit button (e.g. "Forgot password?"). */
  extra?: ReactNode;
}

/** Email and password, validated with the server's own schema; failures show the "Error" toast (docs/product.md#errors). */
export function LoginForm({ onSignedIn, submitLabel, submittingLabel, extra }: LoginFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const say = useSayIssue();
  const form = useForm<LoginInput>({ resolver: fieldIssueResolver(loginInputSchema, say), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: (result) => {
        toast({ title: t('auth.login.success') });
        onSignedIn(result);
      },
      onError: (error) =>
        toast({ title: t('errors.title'), description: errorMessage(error, t, t('auth.login.failed')), variant: 'destructive' }),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <PasswordField autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
      {extra}
      <Button type="submit" size="lg" disabled={signIn.isPending} className="w-full">
        {signIn.isPending ? submittingLabel : submitLabel}
      </Button>
    </form>
  );
}
