import { ANNOUNCEMENT_LANGUAGES } from '@domain/schemas';
import type { Announcement } from '@domain/entities';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { apiJson } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { announcementQuery } from '../../lib/announcement-query';
import { cn } from '../../lib/cn';

type Texts = Announcement['texts'];
type TextLanguage = keyof Texts;

/** Each box is labelled with its language's own name, as language pickers are. */
const LANGUAGE_NAMES: Record<TextLanguage, string> = { en: 'English', ar: 'العربية', fr: 'Français' };
const EMPTY: Texts = { en: '', ar: '', fr: '' };

/**
 * Announcement tab: a text per language (4 rows each; at least one is required), the enable switch and
 * save (docs/product.md#screens). Visitors read their language's text, else another one (the banner).
 */
export function AnnouncementTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const current = useQuery(announcementQuery);
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [enabled, setEnabled] = useState(false);
  const [showRequired, setShowRequired] = useState(false);

  // Fill the form once the saved announcement arrives (and again after a refetch), during the render that sees it.
  const [filledFrom, setFilledFrom] = useState<Announcement>();
  if (current.data && current.data !== filledFrom) {
    setFilledFrom(current.data);
    setTexts({ ...EMPTY, ...current.data.texts });
    setEnabled(current.data.enabled);
  }

  const save = useMutation({
    mutationFn: (body: Pick<Announcement, 'texts' | 'enabled'>) => apiJson<Announcement>('POST', '/api/admin/announcement', body),
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

  const written = ANNOUNCEMENT_LANGUAGES.some((language) => texts[language].trim());
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!written) return setShowRequired(true);
    const trimmed = Object.fromEntries(ANNOUNCEMENT_LANGUAGES.map((language) => [language, texts[language].trim()])) as Texts;
    save.mutate({ texts: trimmed, enabled });
  }

  const missing = showRequired && !written;
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <div className="grid gap-1">
        <h2 className="text-2xl font-bold text-slate-900">{t('admin.announcement.heading')}</h2>
        <p className="text-sm text-slate-600">{t('admin.announcement.description')}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4">
        <fieldset
          className="grid gap-3"
          aria-describedby={missing ? 'admin-announcement-content-error' : 'admin-announcement-content-hint'}
        >
          <legend className="mb-1 text-sm font-medium text-slate-900">{t('admin.announcement.content')}</legend>
          <p id="admin-announcement-content-hint" className="text-sm text-slate-600">
            {t('admin.announcement.contentHint')}
          </p>
          {ANNOUNCEMENT_LANGUAGES.map((language) => (
            <div key={language} className="grid gap-1.5">
              <Label htmlFor={`admin-announcement-${language}`} lang={language}>
                {LANGUAGE_NAMES[language]}
              </Label>
              <textarea
                id={`admin-announcement-${language}`}
                lang={language}
                dir={language === 'ar' ? 'rtl' : 'ltr'}
                rows={4}
                maxLength={2000}
                value={texts[language]}
                onChange={(event) => setTexts((previous) => ({ ...previous, [language]: event.target.value }))}
                aria-invalid={missing}
                className={cn(
                  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900',
                  'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-600',
                )}
              />
            </div>
          ))}
          {missing && (
            <p id="admin-announcement-content-error" role="alert" className="text-sm text-red-700">
              {t('admin.announcement.contentRequired')}
            </p>
          )}
        </fieldset>
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
