import { CircleCheck, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { formatCount } from '@domain/format';
import { Link } from 'wouter';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { useLanguage } from '../../i18n/use-language';
import { RevokeLinksChoice } from './revoke-links-choice';
import { Card, CardContent } from '../../components/ui/card';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageStatus } from '../../components/ui/page-status';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { isolate } from '../../lib/bidi-isolate';
import { errorMessage } from '../../lib/error-message';
import { fieldIssueResolver } from '../../lib/field-issue-resolver';
import { AuthShell } from './auth-shell';
import { PasswordField } from './credential-fields';
import { resetPasswordFormSchema, type ResetPasswordFields } from './password-form-schemas';
import { applyServerFieldErrors } from './server-field-errors';
import { resetTokenFromLocation, useResetLink, useResetPassword } from './use-reset-link';
import { useSayIssue } from './use-say-issue';

const isDeadLink = (error: unknown) => error instanceof ApiError && error.code === 'RESET_LINK_INVALID';

/** /reset-password#<token>: the page an administrator's reset link opens. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [token] = useState(resetTokenFromLocation);
  const link = useResetLink(token);
  const resetPassword = useResetPassword();
  const say = useSayIssue();

  if (token === null || isDeadLink(link.error) || isDeadLink(resetPassword.error)) {
    return <Outcome icon="dead" title={t('passwords.reset.invalidTitle')} body={t('passwords.reset.invalidBody')} action={t('passwords.reset.toSignIn')} />;
  }
  if (resetPassword.isSuccess) {
    // Says what happened to the share links, as the form asked.
    const revoked = resetPassword.variables.revokeShareLinks ? ` ${t('shareLinks.revoked', { count: resetPassword.data.revokedShareLinks, number: formatCount(resetPassword.data.revokedShareLinks, language) })}` : '';
    return <Outcome icon="done" title={t('passwords.reset.doneTitle')} body={`${t('passwords.reset.doneBody')}${revoked}`} action={t('passwords.reset.signIn')} />;
  }
  if (link.isPending) return <PageStatus />;
  if (link.isError) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <h1 className="sr-only">{t('passwords.reset.title')}</h1>
        <LoadFailed message={t('passwords.reset.checkFailed')} onRetry={() => void link.refetch()} />
      </div>
    );
  }
  return (
    <AuthShell title={t('passwords.reset.title')} subtitle={t('passwords.reset.forAccount', { email: isolate(link.data.email) })}>
      <ResetPasswordForm email={link.data.email} pending={resetPassword.isPending} onSubmit={(password, revokeShareLinks, setError) =>
        resetPassword.mutate(
          { token, password, revokeShareLinks },
          {
            onError: (error) => {
              if (!isDeadLink(error) && !applyServerFieldErrors(error, ['password'], setError, say)) {
                toast({ title: t('errors.title'), description: errorMessage(error, t), variant: 'destructive' });
              }
            },
          },
        )
      } />
    </AuthShell>
  );
}

function ResetPasswordForm({
  email,
  pending,
  onSubmit,
}: {
  email: string;
  pending: boolean;
  onSubmit(password: string, revokeShareLinks: boolean, setError: UseFormSetError<ResetPasswordFields>): void;
}) {
  const { t } = useTranslation();
  // Asked, and checked by default: a reset often follows a lost account, and its links outlive the password.
  const [revokeShareLinks, setRevokeShareLinks] = useState(true);
  const say = useSayIssue();
  const form = useForm<ResetPasswordFields, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: fieldIssueResolver(resetPasswordFormSchema, say),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(({ password }) => !pending && onSubmit(password, revokeShareLinks, form.setError))} className="grid gap-4">
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label={t('passwords.reset.new')}
        autoComplete="new-password"
        hint={t('passwords.change.hint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label={t('passwords.reset.confirm')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <RevokeLinksChoice
        label={t('shareLinks.onReset')}
        hint={t('shareLinks.onResetHint')}
        checked={revokeShareLinks}
        onChange={setRevokeShareLinks}
      />
      <Button type="submit" size="lg" className="w-full" aria-disabled={pending || undefined}>
        {pending ? t('passwords.reset.submitting') : t('passwords.reset.submit')}
      </Button>
    </form>
  );
}

/** The end of the road for a link: used up by this visit, or not working at all. Both lead to sign-in. */
function Outcome({ icon, title, body, action }: { icon: 'done' | 'dead'; title: string; body: string; action: string }) {
  const Icon = icon === 'done' ? CircleCheck : LinkIcon;
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent top="roomy" className="grid gap-3">
          <div className="flex items-center gap-2">
            <Icon aria-hidden className={icon === 'done' ? 'size-8 shrink-0 text-green-700' : 'size-8 shrink-0 text-red-600'} />
            <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          </div>
          <p className="text-sm text-slate-700">{body}</p>
          <Button asChild className="justify-self-start">
            <Link href="/login">{action}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
