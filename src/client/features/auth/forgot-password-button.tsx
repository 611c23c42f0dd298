import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/ui/button';

/**
 * There is no e-mail: an administrator creates a one-time reset link (decision 0017). The control says so
 * on the page, where it stays readable, rather than in a toast that closes by itself.
 */
export function ForgotPasswordButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const helpId = useId();
  return (
    <div className="grid justify-items-end gap-1">
      <Button variant="link" size="text" aria-expanded={open} aria-controls={helpId} onClick={() => setOpen(!open)}>
        {t('auth.login.forgotPassword')}
      </Button>
      <p id={helpId} hidden={!open} className="rounded-md bg-brand-50 p-2 text-start text-sm text-slate-800">
        {t('passwords.forgot.help')}
      </p>
    </div>
  );
}
