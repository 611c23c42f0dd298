import { announcementText } from '@domain/announcement-text';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Announcement } from '@domain/entities';
import { Megaphone, RefreshCw } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/ui/button';
import { useLanguage } from '../../i18n/use-language';

/** What announcement-banner.tsx shows once there is something to show: the banner, or a quiet line with a retry. */
export function AnnouncementView({ query }: { query: UseQueryResult<Announcement> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isError, isFetching, refetch } = query;
  if (isError && !isFetching) {
    return (
      <aside aria-label={t('common.announcement')} data-testid="announcement-error" className="border-b border-slate-200 bg-slate-50 px-4 py-1.5">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 text-sm text-slate-700">
          <span>{t('common.announcementError')}</span>
          <Button variant="link" size="sm" onClick={() => void refetch()}>
            <RefreshCw aria-hidden className="size-3.5" />
            {t('common.retry')}
          </Button>
        </div>
      </aside>
    );
  }
  const shown = data ? announcementText(data, language) : null;
  if (!shown) return null;
  return (
    <aside
      aria-label={t('common.announcement')}
      data-testid="announcement-banner"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl items-start gap-3">
        <Megaphone aria-hidden className="mt-0.5 size-5 shrink-0" />
        {/* A text in another language than the page's says so, and keeps its own direction. */}
        <p lang={shown.language} dir={shown.language === 'ar' ? 'rtl' : 'ltr'} className="whitespace-pre-line text-sm">
          {shown.text}
        </p>
      </div>
    </aside>
  );
}
