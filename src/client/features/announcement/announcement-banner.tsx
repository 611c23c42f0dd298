import { useQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { announcementQuery } from '../../lib/announcement-query';

/** The administrator's banner above the simulator, shown only while enabled. */
export function AnnouncementBanner() {
  const { t } = useTranslation();
  const { data } = useQuery(announcementQuery);
  if (!data?.enabled || !data.content.trim()) return null;
  return (
    <aside
      aria-label={t('common.announcement')}
      data-testid="announcement-banner"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl items-start gap-3">
        <Megaphone aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p className="whitespace-pre-line text-sm">{data.content}</p>
      </div>
    </aside>
  );
}
