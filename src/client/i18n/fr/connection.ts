import type { connection as english } from '../en/connection';
import type { Catalogue } from '../catalogue';

export const connection: Catalogue<typeof english> = {
  offline: 'Vous êtes hors ligne. Ce que vous saisissez reste ici, et Ribh se reconnecte tout seul.',
  unavailable: 'Le serveur ne répond pas. Nouvelle tentative…',
  offlineWaiting: 'Vous êtes hors ligne. Cette page se charge dès que la connexion revient.',
  unavailableWaiting: 'Serveur indisponible, nouvelle tentative… Cette page se charge dès qu’il répond.',
  offlineWrite: 'Vous êtes hors ligne : rien n’a été envoyé. Votre saisie est conservée ; réessayez une fois la connexion revenue.',
  unavailableWrite: 'Le serveur n’a pas répondu : rien n’a été enregistré. Votre saisie est conservée ; réessayez.',
  busy: 'Le serveur est occupé : rien n’a été enregistré. Votre saisie est conservée ; réessayez dans un instant.',
  partFailed: 'Cette partie de la page ne s’est pas chargée. Le reste de la page et votre saisie sont toujours là.',
  partFailedAgain:
    'Cette partie ne se charge toujours pas : Ribh a peut-être été mis à jour. Rechargez la page pour obtenir la nouvelle version (les chiffres non enregistrés ne sont pas conservés).',
  tryAgain: 'Réessayer',
  reloadPage: 'Recharger la page',
};
