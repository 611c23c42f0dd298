import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import type { z } from 'zod';
import type { User } from '@domain/entities';
import { profileInputSchema } from '@domain/schemas';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { apiJson } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { fieldIssueResolver } from '../../lib/field-issue-resolver';
import { AUTH_USER_KEY } from '../../lib/session/use-auth';
import { FormField } from './form-field';
import { applyServerFieldErrors } from './server-field-errors';
import { useSayIssue } from './use-say-issue';

type NameFields = z.input<typeof profileInputSchema>;
const FIELDS = ['firstName', 'lastName'] as const;

/** The profile's first and last names, editable (PATCH /api/auth/user); each refusal said at its field. */
export function ProfileNameForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const say = useSayIssue();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const save = useMutation({
    mutationFn: (names: z.output<typeof profileInputSchema>) => apiJson<User>('PATCH', '/api/auth/user', names),
    onSuccess: (saved) => queryClient.setQueryData(AUTH_USER_KEY, saved),
  });
  const form = useForm<NameFields, unknown, z.output<typeof profileInputSchema>>({
    resolver: fieldIssueResolver(profileInputSchema, say),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const { errors } = form.formState;
  const optional = t('auth.fields.optional');

  const submit = form.handleSubmit((names) => {
    if (save.isPending) return;
    setDone(false);
    save.mutate(names, {
      onSuccess: (saved) => {
        form.reset({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '' });
        setDone(true);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, FIELDS, form.setError, say)) {
          toast({ title: t('errors.title'), description: errorMessage(error, t), variant: 'destructive' });
        }
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} onChange={() => setDone(false)} className="grid gap-4" aria-labelledby="profile-name-title">
      <h3 id="profile-name-title" className="text-base font-semibold text-slate-900">
        {t('auth.profile.name.title')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('auth.fields.firstName')}
          labelSuffix={optional}
          autoComplete="given-name"
          maxLength={100}
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <FormField
          label={t('auth.fields.lastName')}
          labelSuffix={optional}
          autoComplete="family-name"
          maxLength={100}
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('auth.profile.name.saving') : t('auth.profile.name.save')}
        </Button>
        <p role="status" className="text-sm font-medium text-green-800" data-testid="profile-name-saved">
          {done ? t('auth.profile.name.saved') : ''}
        </p>
      </div>
    </form>
  );
}
