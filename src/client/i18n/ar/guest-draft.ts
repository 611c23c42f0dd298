import type { guestDraft as english } from '../en/guest-draft';
import type { Catalogue } from '../catalogue';

export const guestDraft: Catalogue<typeof english> = {
  restoredTitle: 'عاد السيناريو الخاص بك',
  restoredSignedIn: 'ما كتبته قبل تسجيل الدخول ظاهر على الشاشة من جديد. احفظه بزر «حفظ المحاكاة» أدناه.',
  restoredGuest: 'ما كتبته قبل مغادرة المحاكي ظاهر على الشاشة من جديد.',
  discard: 'البدء من القيم الافتراضية',
};
