import type { Catalogue } from '../catalogue';
import type { risk as english } from '../en/risk';

export const risk: Catalogue<typeof english> = {
  heading: 'Fourchette de bénéfice',
  intro: 'Pas sûr d’un taux ? Saisissez ce que vous avez observé, ou une fourchette basse–haute. Ribh montre le bénéfice que ces valeurs permettent, pas un seul chiffre.',
  mode: {
    label: 'Quelle certitude pour le {{input}} ?',
    known: 'Tel que saisi',
    counts: 'Observé',
    range: 'Bas–haut',
  },
  inputs: {
    confirmedRate: 'taux de confirmation',
    deliveredRate: 'taux de livraison',
    upsellRate: 'taux d’upsell',
    adsCost: 'coût publicitaire par lead',
  },
  counts: {
    confirmedRate: { successes: 'Commandes confirmées', trials: 'Leads' },
    deliveredRate: { successes: 'Commandes livrées', trials: 'Commandes expédiées' },
    upsellRate: { successes: 'Commandes avec upsell', trials: 'Commandes livrées' },
  },
  low: 'Bas',
  high: 'Haut',
  problems: {
    successesAboveTrials: 'Ne peut pas dépasser le nombre de commandes dont il est compté.',
    lowAboveHigh: 'La valeur basse ne peut pas dépasser la haute.',
    noTrials: 'Saisissez au moins une commande.',
  },
  results: {
    // The glossary's names of the range's figures, as the exports and the comparison write them.
    terms: {
      profitP10: 'Bénéfice au P10',
      profitP50: 'Bénéfice au P50',
      profitP90: 'Bénéfice au P90',
      roiP10: 'ROI au P10',
      roiP50: 'ROI au P50',
      roiP90: 'ROI au P90',
    },
    heading: 'Bénéfice aux 10e, 50e et 90e centiles',
    p10: '1 chance sur 10 de moins que',
    p50: 'Issue médiane',
    p90: '1 chance sur 10 de plus que',
    lossProbability: 'Probabilité de perte',
    draws: 'Sur {{draws}} tirages des valeurs incertaines.',
    noUncertainty: 'Chaque valeur est prise telle que saisie : la fourchette est le bénéfice ci-dessus. Marquez un taux comme observé ou donnez-lui une fourchette pour voir l’écart.',
    computing: 'Calcul de la fourchette…',
    unreadable: 'La fourchette réapparaît dès que chaque champ peut être lu.',
    chart: 'Répartition du bénéfice : chaque barre est une part des issues, la ligne est le bénéfice nul.',
  },
  evidence: {
    heading: 'Ce que disent vos comptages',
    observed: 'Mesure du {{input}} : {{rate}} ({{successes}} sur {{trials}})',
    interval: 'Intervalle à 90 % : de {{low}} à {{high}}',
    ordersNeeded: 'Commandes encore nécessaires pour le connaître à ±5 points près',
    known: 'Connu à ±5 points près',
    verdict: {
      unknown: 'Le seuil de rentabilité ({{breakEven}}) est dans cet intervalle : on ne sait pas encore si ce produit est rentable.',
      profitable: 'Le seuil de rentabilité ({{breakEven}}) est hors de cet intervalle, du côté rentable : rentable à tout taux qu’il permet.',
      unprofitable: 'Le seuil de rentabilité ({{breakEven}}) est hors de cet intervalle, du côté perdant : il perd de l’argent à tout taux qu’il permet.',
      always: 'Rentable à tout taux.',
      impossible: 'Aucun taux ne le rend rentable avec les autres valeurs saisies.',
    },
  },
  explain: {
    meaning: 'Un taux mesuré sur peu de commandes peut être bien différent sur les cent suivantes. La fourchette montre le bénéfice aux taux encore plausibles : 1 chance sur 10 sous le premier chiffre, 1 sur 10 au-dessus du dernier.',
    how: 'Des comptages observés (s sur n) donnent au taux une loi Beta(1 + s, 1 + n − s) ; une fourchette basse–haute donne une loi PERT centrée sur la valeur saisie. 20 000 tirages de chaque valeur incertaine refont chacun le même calcul que les chiffres ci-dessus. L’intervalle est celui de Wilson à 90 % ; les commandes nécessaires viennent de 1,645² × p(1 − p) / 0,05².',
    next: 'Si le seuil est dans l’intervalle, achetez assez de leads pour le resserrer avant d’accélérer. Si la probabilité de perte est forte, travaillez d’abord la valeur à la fourchette la plus large.',
  },
};
