import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { z } from 'zod';
import { adminRegisterInputSchema } from '@domain/schemas';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { fieldIssueResolver } from '../../lib/field-issue-resolver';
import { EmailField, PasswordField } from './credential-fields';
import { useAdminRegister } from './use-admin-register';
import { useSayIssue } from './use-say-issue';

// The confirmation must match (field issue `notMatching`); the rest is the server's own schema.
const adminRegisterFormSchema = z
  .object({ ...adminRegisterInputSchema.shape, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
    params: { fieldIssue: 'notMatching' },
  });
type AdminRegisterFields = z.input<typeof adminRegisterFormSchema>;

/** Admin registration: email, password, confirm; inline messages (docs/product.md#errors); success goes on. */
export function AdminRegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const adminRegister = useAdminRegister();
  const say = useSayIssue();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AdminRegisterFields, unknown, z.output<typeof adminRegisterFormSchema>>({
    resolver: fieldIssueResolver(adminRegisterFormSchema, say),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ email, password }) => {
    setFailure(null);
    adminRegister.mutate(
      { email, password },
      {
        onSuccess: onRegistered,
        onError: (error) =>
          setFailure(
            // A fetch that never reached the server rejects with a TypeError.
            error instanceof TypeError ? t('auth.adminRegister.network') : errorMessage(error, t, t('auth.adminRegister.failed')),
          ),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {failure && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <PasswordField
        autoComplete="new-password"
        hint={t('auth.register.passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={adminRegister.isPending} className="w-full">
        {adminRegister.isPending ? t('auth.adminRegister.submitting') : t('auth.adminRegister.submit')}
      </Button>
    </form>
  );
}
