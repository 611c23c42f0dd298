import type { Catalogue } from '../catalogue';
import type { goals as en } from '../en/goals';

export const goals: Catalogue<typeof en> = {
  heading: 'Objectif',
  intro: 'Planifiez à rebours : ce que chaque paramètre doit atteindre pour votre objectif, à partir des chiffres ci-dessus.',
  loading: 'Chargement du panneau d’objectif…',
  targets: {
    monthlyProfit: 'Bénéfice net mensuel visé',
    roiPercent: 'ROI visé (%)',
    profit: 'Bénéfice visé',
    marginPercent: 'Marge visée (%)',
  },
  answers: {
    leadsPerMonth: 'Leads par mois pour le bénéfice mensuel',
    maxCpl: 'Coût publicitaire par lead maximal pour le ROI',
    confirmedRate: 'Taux de confirmation pour le bénéfice',
    deliveredRate: 'Taux de livraison pour le bénéfice',
    averageAOV: 'Panier moyen pour la marge',
  },
  bound: {
    'at-least': 'au moins {{value}}',
    'at-most': 'au plus {{value}}',
  },
  always: 'Atteint quelle que soit la valeur',
  unreachable: 'Inatteignable :',
  needed: '(il faudrait {{value}})',
  reason: {
    noLeads: 'il n’y a aucun lead, donc rien ne peut être calculé par lead.',
    losesPerLead: 'chaque lead perd de l’argent, quel que soit le volume.',
    aboveRange: 'la valeur nécessaire dépasse ce que ce paramètre peut valoir.',
    belowRange: 'la valeur nécessaire est inférieure à ce que ce paramètre peut valoir.',
    noEffect: 'ce paramètre ne fait pas bouger le chiffre, et l’objectif n’est pas atteint.',
  },
  unreadable: '— (un champ ci-dessus est illisible)',
};
