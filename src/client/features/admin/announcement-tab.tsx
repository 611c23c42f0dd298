import type { Announcement } from '@domain/entities';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { apiJson } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { announcementQuery } from '../../lib/announcement-query';
import { cn } from '../../lib/cn';

/** Announcement tab: content (4 rows, required), enable switch, save (SPEC §2, §5). */
export function AnnouncementTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const current = useQuery(announcementQuery);
  const [content, setContent] = useState('');
  const [enabled, setEnabled] = useState(false);
  const [showRequired, setShowRequired] = useState(false);

  // Fill the form once the saved announcement arrives (and again after a refetch).
  useEffect(() => {
    if (!current.data) return;
    setContent(current.data.content);
    setEnabled(current.data.enabled);
  }, [current.data]);

  const save = useMutation({
    mutationFn: (body: Announcement) => apiJson<Announcement>('POST', '/api/admin/announcement', body),
    onSuccess: async (saved) => {
      // The simulator's banner reads the same query: it shows the new banner at once.
      client.setQueryData(announcementQuery.queryKey, saved);
      toast({
        title: t('admin.announcement.updated'),
        description: t(saved.enabled ? 'admin.announcement.updatedShown' : 'admin.announcement.updatedHidden'),
      });
      await client.invalidateQueries({ queryKey: announcementQuery.queryKey });
    },
    onError: (error) => toast({ title: t('errors.title'), description: errorMessage(error, t), variant: 'destructive' }),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!content.trim()) return setShowRequired(true);
    save.mutate({ content: content.trim(), enabled });
  }

  const missing = showRequired && !content.trim();
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <div className="grid gap-1">
        <h2 className="text-2xl font-bold text-slate-900">{t('admin.announcement.heading')}</h2>
        <p className="text-sm text-slate-600">{t('admin.announcement.description')}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="admin-announcement-content">{t('admin.announcement.content')}</Label>
          <textarea
            id="admin-announcement-content"
            rows={4}
            maxLength={2000}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            placeholder={t('admin.announcement.contentPlaceholder')}
            aria-required
            aria-invalid={missing}
            aria-describedby={missing ? 'admin-announcement-content-error' : undefined}
            className={cn(
              'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900',
              'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-600',
            )}
          />
          {missing && (
            <p id="admin-announcement-content-error" role="alert" className="text-sm text-red-700">
              {t('admin.announcement.contentRequired')}
            </p>
          )}
        </div>
        <div className="flex items-center gap-3">
          <Switch id="admin-announcement-enabled" checked={enabled} onCheckedChange={setEnabled} />
          <Label htmlFor="admin-announcement-enabled">{t('admin.announcement.enabled')}</Label>
        </div>
        <div>
          <Button type="submit" disabled={save.isPending || current.isLoading}>
            {save.isPending ? t('admin.announcement.saving') : t('admin.announcement.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
