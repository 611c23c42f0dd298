import type { Announcement } from './entities';
import type { Language } from './format';

// Which of the administrator's texts a visitor reads: their own language's, else the first
// written in the order below, marked with its language so screen readers and fonts treat it right.

/** Falling back, English is read by the most visitors, then Arabic, then French. */
const FALLBACK_ORDER = ['en', 'ar', 'fr'] as const satisfies readonly Language[];

export interface AnnouncementText {
  text: string;
  /** The language the text is written in (may differ from the reader's). */
  language: Language;
}

/** The text to show a reader of `language`, or null when the banner is off or nothing is written. */
export function announcementText(announcement: Announcement, language: Language): AnnouncementText | null {
  if (!announcement.enabled) return null;
  const texts = announcement.texts as Partial<Record<Language, string>>;
  for (const candidate of [language, ...FALLBACK_ORDER]) {
    const text = texts[candidate]?.trim();
    if (text) return { text, language: candidate };
  }
  return null;
}
