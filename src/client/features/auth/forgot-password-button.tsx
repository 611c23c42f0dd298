import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';

/** SPEC §2 placeholder: there is no reset flow, so the control says whom to ask instead of going nowhere. */
export function ForgotPasswordButton() {
  const { t } = useTranslation();
  return (
    <Button
      variant="link"
      size="sm"
      className="h-auto"
      onClick={() => toast({ title: t('auth.login.forgotPassword'), description: t('auth.login.forgotPasswordHelp') })}
    >
      {t('auth.login.forgotPassword')}
    </Button>
  );
}
