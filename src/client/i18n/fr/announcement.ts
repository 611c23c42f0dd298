import type { Catalogue } from '../catalogue';
import type { announcement as englishAnnouncement } from '../en/announcement';

export const announcement: Catalogue<typeof englishAnnouncement> = {
  dismiss: 'Masquer l’annonce',
};
