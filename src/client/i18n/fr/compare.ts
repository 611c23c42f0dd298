import type { Catalogue } from '../catalogue';
import type { compare as en } from '../en/compare';

export const compare: Catalogue<typeof en> = {
  select: {
    label: 'Comparer {{name}}',
    action: 'Comparer ({{n}})',
    tooFew: 'Choisissez au moins 2 simulations à comparer.',
    tooMany: 'Vous pouvez comparer 4 simulations au plus : décochez-en {{n}}.',
    ready: '{{n}} simulations choisies.',
    clear: 'Vider la sélection',
  },
  title: 'Comparer des plans',
  back: 'Retour à l’historique',
  intro: 'Une colonne par plan. La référence est le plan auquel les autres sont comparés.',
  baseline: {
    legend: 'Référence',
    badge: 'Référence',
  },
  bestProfit: 'Meilleur bénéfice',
  field: 'Champ',
  verdict: {
    better: 'Meilleur',
    worse: 'Moins bon',
    same: 'Identique',
    different: 'Différent',
    otherCurrency: 'Autre devise : non comparé',
  },
  days: '{{n}} jours',
  rate: '1 USD = {{amount}}',
  notFound: 'Ces simulations sont introuvables. L’une d’elles a peut-être été supprimée.',
  invalid: 'Choisissez de 2 à 4 simulations enregistrées différentes à comparer.',
  loadError: 'La comparaison n’a pas pu être chargée.',
  exportCsv: 'Exporter la comparaison en CSV',
  exportPdf: 'Exporter la comparaison en PDF',
  csv: 'CSV',
  pdf: 'PDF',
  exported: 'Comparaison exportée',
  exportedText: '{{file}} a été téléchargé.',
};
