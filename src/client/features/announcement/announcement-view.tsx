import { announcementText } from '@domain/announcement-text';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Announcement } from '@domain/entities';
import { useTranslation } from '../../i18n/use-translation';
import { announcementVersion } from '@domain/announcement-version';
import { Megaphone, RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useLanguage } from '../../i18n/use-language';
import { focusHeading } from '../../lib/focus-heading';

/** The version of the announcement the visitor dismissed, kept in this browser (docs/product.md#the-announcement). */
const DISMISSED_KEY = 'ribh.announcement.dismissed';

function readDismissed(): string | null {
  try {
    return localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

function storeDismissed(version: string): void {
  try {
    localStorage.setItem(DISMISSED_KEY, version);
  } catch {
    // Private mode: dismissed for this page only.
  }
}

/** What announcement-banner.tsx shows once there is something to show: the banner, or a quiet line with a retry. */
export function AnnouncementView({ query }: { query: UseQueryResult<Announcement> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isError, isFetching, refetch } = query;
  const [dismissed, setDismissed] = useState(readDismissed);
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
  const version = data ? announcementVersion(data.texts) : null;
  if (!shown || version === dismissed) return null;
  const dismiss = () => {
    storeDismissed(version!);
    setDismissed(version);
    // The button goes with the banner: the focus goes on from the page's heading.
    focusHeading(document.querySelector<HTMLElement>('#main h1'));
  };
  return (
    <aside
      aria-label={t('common.announcement')}
      data-testid="announcement-banner"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl items-start gap-3">
        <Megaphone aria-hidden className="mt-0.5 size-5 shrink-0" />
        {/* A text in another language than the page's says so, and keeps its own direction. */}
        <p lang={shown.language} dir={shown.language === 'ar' ? 'rtl' : 'ltr'} className="min-w-0 flex-1 whitespace-pre-line break-words text-sm">
          {shown.text}
        </p>
        <Button variant="ghost" size="icon" className="-my-1 shrink-0" aria-label={t('announcement.dismiss')} onClick={dismiss} data-testid="announcement-dismiss">
          <X aria-hidden className="size-4" />
        </Button>
      </div>
    </aside>
  );
}
