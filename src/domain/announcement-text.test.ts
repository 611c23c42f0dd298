import { describe, expect, it } from 'vitest';
import { announcementText } from './announcement-text';

const announcement = (texts: Partial<Record<'en' | 'ar' | 'fr', string>>, enabled = true) => ({
  content: '',
  texts: { en: '', ar: '', fr: '', ...texts },
  enabled,
});

describe('announcementText', () => {
  it.each([
    ['its own language', { en: 'Eid break', ar: 'عطلة العيد', fr: 'Pause de l’Aïd' }, 'ar', { text: 'عطلة العيد', language: 'ar' }],
    ['French in French', { en: 'Eid break', fr: 'Pause de l’Aïd' }, 'fr', { text: 'Pause de l’Aïd', language: 'fr' }],
    ['English when its own is not written', { en: 'Eid break', fr: 'Pause' }, 'ar', { text: 'Eid break', language: 'en' }],
    ['Arabic when only Arabic is written', { ar: 'عطلة العيد' }, 'en', { text: 'عطلة العيد', language: 'ar' }],
    ['French when only French is written', { fr: 'Pause' }, 'ar', { text: 'Pause', language: 'fr' }],
    ['another language when its own is only spaces', { en: '   ', ar: 'عطلة' }, 'en', { text: 'عطلة', language: 'ar' }],
  ] as const)('gives a reader %s', (_name, texts, language, expected) => {
    expect(announcementText(announcement(texts), language)).toEqual(expected);
  });

  it('gives nothing when the banner is off or nothing is written', () => {
    expect(announcementText(announcement({ en: 'Eid break' }, false), 'en')).toBeNull();
    expect(announcementText(announcement({}), 'ar')).toBeNull();
  });
});
