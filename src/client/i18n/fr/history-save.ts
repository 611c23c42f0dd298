import type { Catalogue } from '../catalogue';
import type { historySave as en } from '../en/history-save';

/** The save box on the home page (history.save): shipped with the first load, apart from the History page's strings. */
export const historySave: Catalogue<typeof en> = {
  heading: 'Gardez votre travail',
  configuration: 'Enregistrer la configuration',
  configurationHint: 'Garde ces huit frais comme les vôtres pour ce pays et ce service.',
  simulation: 'Enregistrer la simulation',
  simulationHint: 'Ajoute ces chiffres à votre historique, prêts à être exportés.',
  oneOrderHint_zero: 'Enregistre la vue par leads, pas ces chiffres par commande : {{leads}} lead, bénéfice {{profit}}.',
  oneOrderHint_one: 'Enregistre la vue par leads, pas ces chiffres par commande : {{leads}} lead, bénéfice {{profit}}.',
  oneOrderHint_two: 'Enregistre la vue par leads, pas ces chiffres par commande : {{leads}} leads, bénéfice {{profit}}.',
  oneOrderHint_few: 'Enregistre la vue par leads, pas ces chiffres par commande : {{leads}} leads, bénéfice {{profit}}.',
  oneOrderHint_many: 'Enregistre la vue par leads, pas ces chiffres par commande : {{leads}} de leads, bénéfice {{profit}}.',
  oneOrderHint_other: 'Enregistre la vue par leads, pas ces chiffres par commande : {{leads}} leads, bénéfice {{profit}}.',
  fixInputs: 'Corrigez les champs signalés avant d’enregistrer.',
  saving: 'Enregistrement...',
  viewHistory: 'Voir l’historique',
  guest: 'Enregistrer des configurations et des simulations nécessite un compte.',
  guestLink: 'Connectez-vous pour enregistrer',
  selectCountry: 'Veuillez choisir un pays',
  selectServiceAndCountry: 'Veuillez choisir un service et un pays',
  invalidSelection: 'Service ou pays invalide',
  configurationSaved: 'Configuration enregistrée',
  configurationSavedText: 'Votre structure de frais a bien été enregistrée.',
  simulationSaved: 'Simulation enregistrée',
  simulationSavedText: 'Votre simulation a été ajoutée à l’historique.',
};
