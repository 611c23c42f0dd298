import { describe, expect, it } from 'vitest';
import { announcementVersion } from './announcement-version';

const texts = { en: 'Eid delivery delays this week', ar: 'تأخير التوصيل هذا الأسبوع', fr: 'Retards de livraison cette semaine' };

describe('announcementVersion', () => {
  it('is the same for the same texts', () => {
    expect(announcementVersion({ ...texts })).toBe(announcementVersion(texts));
  });

  it('changes when any language’s text changes, even by one letter', () => {
    const versions = new Set([
      announcementVersion(texts),
      announcementVersion({ ...texts, en: 'Eid delivery delays this week!' }),
      announcementVersion({ ...texts, ar: 'تأخير التوصيل هذا الاسبوع' }),
      announcementVersion({ ...texts, fr: '' }),
    ]);
    expect(versions.size).toBe(4);
  });

  it('tells apart texts that only move between languages', () => {
    expect(announcementVersion({ en: 'a', ar: '', fr: '' })).not.toBe(announcementVersion({ en: '', ar: 'a', fr: '' }));
  });
});
