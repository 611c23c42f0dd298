import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { registerInputSchema } from '@domain/schemas';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/error-message';
import { translateFieldMessage } from './field-message';
import { EmailField, PasswordField } from './credential-fields';
import { FormField } from './form-field';
import { applyServerFieldErrors } from './server-field-errors';
import { useRegister } from './use-register';

type RegisterFields = z.input<typeof registerInputSchema>;
const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/** SPEC §2 registration: optional names, email, password (at least 8 characters, DESIGN §5). */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const register = useRegister();
  const form = useForm<RegisterFields, unknown, z.output<typeof registerInputSchema>>({
    resolver: zodResolver(registerInputSchema),
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
        applyServerFieldErrors(error, FIELDS, form.setError);
        toast({ title: t('errors.title'), description: translateFieldMessage(errorMessage(error, t, t('auth.register.failed')), t), variant: 'destructive' });
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
