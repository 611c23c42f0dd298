import type { AnnouncementInput } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { announcement } from '../../db/schema';
import { announcementColumns, announcementOf } from '../announcement/queries';

/** Writes the single announcement row (id 1), creating it on first save. */
export async function saveAnnouncement(db: Db, input: AnnouncementInput) {
  const values = { content: input.texts.en, contentAr: input.texts.ar, contentFr: input.texts.fr, enabled: input.enabled, updatedAt: new Date() };
  const [row] = await db
    .insert(announcement)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: announcement.id, set: values })
    .returning(announcementColumns);
  return announcementOf(row!);
}
