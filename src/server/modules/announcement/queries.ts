import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcement } from '../../db/schema';

/** The single announcement row; empty and disabled when never set. */
export async function getAnnouncement(db: Db): Promise<{ content: string; enabled: boolean }> {
  const [row] = await db
    .select({ content: announcement.content, enabled: announcement.enabled })
    .from(announcement)
    .where(eq(announcement.id, 1));
  return row ?? { content: '', enabled: false };
}
