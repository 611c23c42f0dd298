import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime, type Language } from '@domain/format';
import { linkInLanguage } from '@domain/start-language';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { isolate } from '../../lib/bidi-isolate';
import { errorMessage } from '../../lib/error-message';
import { useLanguage } from '../../i18n/use-language';
import { useCreateResetLink, type AdminUser } from './admin-queries';

/**
 * The page a reset link opens. The token rides in the fragment, which browsers never send to a server, so
 * it reaches no access log and no Referer (decision 0017).
 */
export function resetLinkUrl(token: string, language: Language): string {
  // The seller opens it in the language the administrator wrote it in, whatever their browser last chose.
  return linkInLanguage(window.location.origin, '/reset-password', language, token);
}

/** Admin: create a user's one-time reset link and copy it to pass on; nothing is e-mailed. */
export function ResetLinkDialog({ user, onClose }: { user: AdminUser | null; onClose(): void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const create = useCreateResetLink();
  // The token last copied: a new link (another user, or after closing) reads "not copied" without a reset.
  const [copiedToken, setCopiedToken] = useState<string | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const linkId = useId();
  const link = create.data && resetLinkUrl(create.data.token, language);
  const copied = create.data !== undefined && copiedToken === create.data.token;

  // A new user (or closing) forgets the previous link, which was shown once.
  const { reset } = create;
  useEffect(() => {
    reset();
  }, [user, reset]);
  useEffect(() => {
    if (link) linkRef.current?.select();
  }, [link]);

  const copy = async () => {
    linkRef.current?.select();
    try {
      await navigator.clipboard.writeText(link ?? '');
      setCopiedToken(create.data?.token ?? null);
    } catch {
      // Without clipboard access the link stays selected for the admin to copy by hand.
      setCopiedToken(null);
    }
  };

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogContent
        title={t('passwords.adminLink.title')}
        description={t('passwords.adminLink.description', { email: isolate(user?.email ?? '') })}
        width="md"
      >
        {!link ? (
          <div className="grid gap-3">
            {create.isError && (
              <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
                {t('passwords.adminLink.failed')} {errorMessage(create.error, t)}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
                {t('common.cancel')}
              </Button>
              <Button
                autoFocus
                onClick={() => user && !create.isPending && create.mutate(user)}
                aria-disabled={create.isPending || undefined}
              >
                {create.isPending ? t('passwords.adminLink.creating') : t('passwords.adminLink.create')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor={linkId}>{t('passwords.adminLink.linkLabel')}</Label>
              <Input
                ref={linkRef}
                id={linkId}
                readOnly
                dir="ltr"
                value={link}
                variant="code"
                onFocus={(e) => e.target.select()}
              />
            </div>
            <p className="text-sm text-slate-700">
              {t('passwords.adminLink.expires', { time: formatDateTime(create.data!.expiresAt, language) })}
            </p>
            <p className="text-sm text-slate-600">{t('passwords.adminLink.passOn')}</p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onClose}>
                {t('common.close')}
              </Button>
              <Button onClick={() => void copy()}>
                {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
                {copied ? t('passwords.adminLink.copied') : t('passwords.adminLink.copy')}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
