import type { guestDraft as english } from '../en/guest-draft';
import type { Catalogue } from '../catalogue';

export const guestDraft: Catalogue<typeof english> = {
  restoredTitle: 'Votre scénario est de retour',
  restoredSignedIn: 'Ce que vous aviez saisi avant de vous connecter est de nouveau à l’écran. Enregistrez-le avec « Enregistrer la simulation » ci-dessous.',
  restoredGuest: 'Ce que vous aviez saisi avant de quitter le simulateur est de nouveau à l’écran.',
  discard: 'Repartir des valeurs par défaut',
};
