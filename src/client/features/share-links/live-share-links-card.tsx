import { Link2Off } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatCount, formatDateTime } from '@domain/format';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { LoadFailed } from '../../components/ui/load-failed';
import { useLanguage } from '../../i18n/use-language';
import { useLiveShareLinks, useRevokeAllShareLinks } from './use-live-share-links';

/** Every live share link of the seller's plans in one list, and one button (asked first) that revokes them all. */
export function LiveShareLinksCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const links = useLiveShareLinks();
  const revokeAll = useRevokeAllShareLinks();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const count = links.data?.length ?? 0;

  const confirm = () =>
    revokeAll.mutate(undefined, {
      onSuccess: ({ revoked }) => setOutcome(t('shareLinks.revoked', { count: revoked, number: formatCount(revoked, language) })),
      onError: () => setOutcome(t('shareLinks.revokeFailed')),
      onSettled: () => setAsking(false),
    });

  return (
    <Card data-testid="live-share-links">
      <CardHeader>
        <CardTitle>{t('shareLinks.title')}</CardTitle>
        <p className="text-sm text-slate-600">{t('shareLinks.description')}</p>
      </CardHeader>
      <CardContent className="grid gap-3">
        {links.isLoading && <p className="text-sm text-slate-600">{t('shareLinks.loading')}</p>}
        {links.isError && <LoadFailed message={t('shareLinks.loadFailed')} onRetry={() => void links.refetch()} />}
        {links.data && count === 0 && <p className="text-sm text-slate-700">{t('shareLinks.empty')}</p>}
        {count > 0 && (
          <ul className="grid gap-2">
            {links.data!.map((link) => (
              <li key={link.id} className="grid gap-0.5 rounded-md border border-slate-200 p-2 text-sm">
                <span className="break-words font-medium text-slate-900">{link.planName}</span>
                <span className="text-slate-600">
                  {t('shareLinks.endsWith', { hint: link.hint })} · {t('shareLinks.created')} {formatDateTime(link.createdAt, language)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {count > 0 && (
            <Button variant="destructive" onClick={() => setAsking(true)} data-testid="revoke-all-links">
              <Link2Off aria-hidden className="size-4" />
              {t('shareLinks.revokeAll')}
            </Button>
          )}
          <p role="status" className="text-sm font-medium text-slate-800">
            {outcome ?? ''}
          </p>
        </div>
      </CardContent>
      <Dialog open={asking} onOpenChange={(open) => !open && !revokeAll.isPending && setAsking(false)}>
        <DialogContent role="alertdialog" title={t('shareLinks.confirmTitle')} description={t('shareLinks.confirmBody', { number: formatCount(count, language) })} width="md">
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={revokeAll.isPending} autoFocus>
              {t('shareLinks.cancel')}
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={revokeAll.isPending}>
              {revokeAll.isPending ? t('shareLinks.revoking') : t('shareLinks.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
