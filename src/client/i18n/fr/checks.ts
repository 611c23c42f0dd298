/**
 * Issue 16's texts in one group: what is wrong with a field (the codes of @domain/field-issues), what a
 * delete takes with it, and how an inactive catalogue entry is marked.
 */
export const checks = {
  field: {
    required: 'Ce champ est obligatoire.',
    notNumber: 'Saisissez un nombre.',
    notWhole: 'Saisissez un nombre entier.',
    tooSmall: 'Doit être au moins {{limit}}.',
    notAbove: 'Doit être supérieur à {{limit}}.',
    tooBig: 'Doit être au plus {{limit}}.',
    tooShort: 'Utilisez au moins {{limit}} caractères.',
    tooLong: 'Utilisez au plus {{limit}} caractères.',
    invalidFormat: 'Ce n’est pas au format attendu.',
    invalidEmail: 'Saisissez une adresse e-mail valide.',
    notMatching: 'Les mots de passe ne correspondent pas.',
    sameAsCurrent: 'Choisissez un nouveau mot de passe différent de l’actuel.',
    weakPassword: 'Ce mot de passe est trop courant. Choisissez-en un moins prévisible.',
    wrongPassword: 'Ce n’est pas votre mot de passe actuel.',
    countryCodeTaken: 'Vous avez déjà un pays avec ce code ISO. Modifiez plutôt celui-là.',
    unknownCurrency: 'Choisissez la devise dans la liste.',
    moreThanLeads: 'Il ne peut pas y avoir plus de commandes confirmées que de leads.',
    moreThanConfirmed: 'Les commandes livrées et retournées ensemble ne peuvent pas dépasser les commandes confirmées.',
    duplicateOrderId: 'Ce numéro de commande figure déjà sur une ligne précédente.',
    importedBefore: 'Ce numéro de commande a déjà été importé dans ce plan (un fichier précédent).',
    noCurrencyRate: 'Ce plan n’a pas de taux de change : saisissez les montants en dollars.',
    missingOrderId: 'Le numéro de commande est vide.',
    unknownStatus: 'Ce statut n’a pas reçu de signification.',
    badAmount: 'Le montant n’est pas un nombre.',
    columnCount: 'Cette ligne n’a pas les colonnes de l’en-tête.',
    invalid: 'Cette valeur n’est pas valide.',
  },
  remove: {
    countryTitle: 'Supprimer ce pays ?',
    serviceTitle: 'Supprimer ce service ?',
    named: '« {{name}} » sera supprimé. Cette action est irréversible.',
    counting: 'Décompte des structures de frais supprimées avec lui…',
    countFailed: 'Impossible de compter les structures de frais supprimées avec lui. La suppression les retire quand même.',
    none: 'Aucune structure de frais ne l’utilise.',
    feeStructures: 'Structures de frais supprimées avec lui : {{number}}.',
    sellers: 'Dont celles propres aux vendeurs : {{number}}.',
  },
  inactive: {
    badge: 'Inactif',
    option: '{{name}} (inactif)',
  },
} as const;
