import { eq } from 'drizzle-orm';
import type { Announcement } from '../../../domain/entities';
import type { Db } from '../../db/client';
import { announcement } from '../../db/schema';

export const announcementColumns = {
  content: announcement.content,
  contentAr: announcement.contentAr,
  contentFr: announcement.contentFr,
  enabled: announcement.enabled,
};

type Row = { content: string; contentAr: string; contentFr: string; enabled: boolean };

/** The row as the API answers it: a text per language, and the single `content` older clients read. */
export function announcementOf(row: Row): Announcement {
  const texts = { en: row.content, ar: row.contentAr, fr: row.contentFr };
  return { content: texts.en || texts.ar || texts.fr, texts, enabled: row.enabled };
}

/** The single announcement row; empty and disabled when never set. */
export async function getAnnouncement(db: Db): Promise<Announcement> {
  const [row] = await db.select(announcementColumns).from(announcement).where(eq(announcement.id, 1));
  return announcementOf(row ?? { content: '', contentAr: '', contentFr: '', enabled: false });
}
