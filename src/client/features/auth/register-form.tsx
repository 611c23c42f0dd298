import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import type { z } from 'zod';
import { registerInputSchema } from '@domain/schemas';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/error-message';
import { fieldIssueResolver } from '../../lib/field-issue-resolver';
import { EmailField, PasswordField } from './credential-fields';
import { FormField } from './form-field';
import { applyServerFieldErrors } from './server-field-errors';
import { useRegister } from './use-register';
import { useSayIssue } from './use-say-issue';

type RegisterFields = z.input<typeof registerInputSchema>;
const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/** Registration: optional names, email, password (at least 8 characters; docs/product.md#security). */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const register = useRegister();
  const say = useSayIssue();
  const form = useForm<RegisterFields, unknown, z.output<typeof registerInputSchema>>({
    resolver: fieldIssueResolver(registerInputSchema, say),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: () => {
        toast({ title: t('auth.register.success') });
        onRegistered();
      },
      onError: (error) => {
        applyServerFieldErrors(error, FIELDS, form.setError, say);
        toast({ title: t('errors.title'), description: errorMessage(error, t, t('auth.register.failed')), variant: 'destructive' });
      },
    }),
  );

  const optional = t('auth.fields.optional');
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('auth.fields.firstName')}
          labelSuffix={optional}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <FormField
          label={t('auth.fields.lastName')}
          labelSuffix={optional}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <PasswordField
        autoComplete="new-password"
        hint={t('auth.register.passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" disabled={register.isPending} className="w-full">
        {register.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
    </form>
  );
}
