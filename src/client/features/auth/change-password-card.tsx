import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { formatCount } from '@domain/format';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { useLanguage } from '../../i18n/use-language';
import { RevokeLinksChoice } from './revoke-links-choice';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { SHARE_LINKS_KEY } from '../../lib/share-links-key';
import { errorMessage } from '../../lib/error-message';
import { fieldIssueResolver } from '../../lib/field-issue-resolver';
import { PasswordField } from './credential-fields';
import { changePasswordFormSchema, type ChangePasswordFields } from './password-form-schemas';
import { applyServerFieldErrors } from './server-field-errors';
import { useChangePassword } from './use-change-password';
import { useSayIssue } from './use-say-issue';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Profile: current and new password; this session stays, every other one ends. */
export function ChangePasswordCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const change = useChangePassword();
  const say = useSayIssue();
  const [done, setDone] = useState<string | null>(null);
  const [revokeShareLinks, setRevokeShareLinks] = useState(false);
  const queryClient = useQueryClient();
  const form = useForm<ChangePasswordFields, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: fieldIssueResolver(changePasswordFormSchema, say),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ currentPassword, newPassword }) => {
    setDone(null);
    change.mutate(
      { currentPassword, newPassword, revokeShareLinks },
      {
        onSuccess: ({ revokedShareLinks }) => {
          form.reset();
          setRevokeShareLinks(false);
          const revoked = revokeShareLinks ? ` ${t('shareLinks.revoked', { count: revokedShareLinks, number: formatCount(revokedShareLinks, language) })}` : '';
          setDone(`${t('passwords.change.done')}${revoked}`);
          if (revokeShareLinks) void queryClient.invalidateQueries({ queryKey: SHARE_LINKS_KEY });
        },
        onError: (error) => {
          // Too many wrong guesses: said where the guessing happens, like the sign-in throttle it shares.
          if (error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS') {
            form.setError('currentPassword', { type: 'server', message: t('errors.codes.TOO_MANY_REQUESTS') }, { shouldFocus: true });
          } else if (!applyServerFieldErrors(error, FIELDS, form.setError, say)) {
            toast({ title: t('errors.title'), description: errorMessage(error, t), variant: 'destructive' });
          }
        },
      },
    );
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('passwords.change.title')}</CardTitle>
        <p className="text-sm text-slate-600">{t('passwords.change.description')}</p>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} onChange={() => setDone(null)} className="grid gap-4 sm:max-w-md">
          {/* Lets a password manager file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordField
            label={t('passwords.change.current')}
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <PasswordField
            label={t('passwords.change.new')}
            autoComplete="new-password"
            hint={t('passwords.change.hint')}
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <PasswordField
            label={t('passwords.change.confirm')}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <RevokeLinksChoice
            label={t('shareLinks.onChange')}
            hint={t('shareLinks.onChangeHint')}
            checked={revokeShareLinks}
            onChange={setRevokeShareLinks}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" aria-disabled={change.isPending || undefined} onClick={(event) => change.isPending && event.preventDefault()}>
              {change.isPending ? t('passwords.change.submitting') : t('passwords.change.submit')}
            </Button>
            <p role="status" className="text-sm font-medium text-green-800">
              {done ?? ''}
            </p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
