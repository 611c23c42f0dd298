import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime, type Language } from '@domain/format';
import { shareSummary, type ShareSummaryWords } from '@domain/plans/share-summary';
import { linkInLanguage } from '@domain/start-language';
import type { Simulation } from '@domain/schemas';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { useLanguage } from '../../i18n/use-language';
import { apiJson, apiRequest } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';

interface ShareLink {
  id: string;
  hint: string;
  createdAt: string;
}

/**
 * The page a link opens, in the language the link (and the message around it) was written in; the token is only
 * ever in the owner's browser at creation time.
 */
const linkOf = (token: string, language: Language) => linkInLanguage(window.location.origin, `/s/${token}`, language);

/** Create, copy and revoke read-only links to one saved simulation. */
export function ShareDialog({ simulation, onOpenChange }: { simulation: Simulation | null; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={simulation !== null} onOpenChange={onOpenChange}>
      <DialogContent title={t('plans.share.title')} description={t('plans.share.description')}>
        {simulation && <ShareLinks key={simulation.id} simulation={simulation} />}
      </DialogContent>
    </Dialog>
  );
}

function ShareLinks({ simulation }: { simulation: Simulation }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const key = ['/api/simulations', simulation.id, 'shares'];
  const links = useQuery({ queryKey: key, queryFn: () => apiJson<ShareLink[]>('GET', `/api/simulations/${simulation.id}/shares`) });
  const [created, setCreated] = useState<string | null>(null);
  const fail = (error: unknown) => toast({ title: t('errors.title'), description: errorMessage(error, t), variant: 'destructive' });
  const create = useMutation({
    mutationFn: () => apiJson<ShareLink & { token: string }>('POST', `/api/simulations/${simulation.id}/shares`),
    onSuccess: async (link) => {
      setCreated(linkOf(link.token, language));
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: fail,
  });
  const revoke = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/shares/${id}`),
    onSuccess: async () => {
      toast({ title: t('plans.share.revoked'), description: t('plans.share.revokedText') });
      setCreated(null);
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: fail,
  });
  const words = t('plans.share.words', { returnObjects: true }) as ShareSummaryWords;
  const summary = created ? shareSummary(simulation, words, language, created) : '';
  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text).catch(() => undefined);
    toast({ title: t('plans.share.copied') });
  };

  return (
    <div className="grid gap-4">
      {created ? (
        <div className="grid gap-3" data-testid="share-created">
          <p className="text-sm text-slate-700">{t('plans.share.onlyOnce')}</p>
          <div className="grid gap-1">
            <Label htmlFor="share-link">{t('plans.share.link')}</Label>
            <input id="share-link" readOnly dir="ltr" value={created} className="h-10 w-full rounded-md border border-slate-300 bg-slate-50 px-3 text-sm" onFocus={(e) => e.target.select()} />
            <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => void copy(created)}>
              {t('plans.share.copyLink')}
            </Button>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="share-summary">{t('plans.share.summary')}</Label>
            <textarea id="share-summary" readOnly rows={8} value={summary} className="w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm" />
            <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => void copy(summary)}>
              {t('plans.share.copySummary')}
            </Button>
          </div>
        </div>
      ) : (
        <Button className="justify-self-start" aria-disabled={create.isPending} onClick={() => !create.isPending && create.mutate()}>
          {create.isPending ? t('plans.share.creating') : t('plans.share.create')}
        </Button>
      )}
      <section aria-labelledby="share-links-heading" className="grid gap-2">
        <h3 id="share-links-heading" className="text-sm font-semibold text-slate-900">
          {t('plans.share.links')}
        </h3>
        {links.data?.length === 0 && <p className="text-sm text-slate-600">{t('plans.share.noLinks')}</p>}
        <ul className="grid gap-2">
          {links.data?.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-2 text-sm" data-testid="share-link-row">
              <span>{t('plans.share.linkEnding', { hint: `\u2068${link.hint}\u2069`, date: formatDateTime(link.createdAt, language) })}</span>
              <Button variant="destructive" size="sm" aria-label={t('plans.share.revokeNamed', { hint: link.hint })} onClick={() => revoke.mutate(link.id)}>
                {t('plans.share.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
