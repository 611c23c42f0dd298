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
};
