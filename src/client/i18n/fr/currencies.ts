import type { Catalogue } from '../catalogue';
import type { currencies as english } from '../en/currencies';

export const currencies: Catalogue<typeof english> = {
  code: 'Code de devise',
  choose: 'Choisissez la devise',
  codeHint: 'La devise dans laquelle Ribh convertit et écrit les montants. Choisir un pays dans la liste la remplit.',
  unread: 'Ribh ne sait pas quelle devise est « {{label}} ». Choisissez-la pour voir les montants dans cette devise ; d’ici là, ils restent en dollars.',
  option: '{{code}} · {{name}}',
  report: {
    heading: 'Devises à choisir ({{total}})',
    intro: 'Ces pays ont un libellé de devise qui ne désigne aucun code ISO 4217. Leurs propriétaires ne voient les montants qu’en dollars tant qu’aucune devise n’est choisie dans la fiche du pays.',
    name: 'Pays',
    label: 'Libellé de la devise',
    owner: 'Propriétaire',
    defaultOwner: 'Par défaut',
    loadFailed: 'La liste des devises à choisir n’a pas pu être chargée.',
  },
};
