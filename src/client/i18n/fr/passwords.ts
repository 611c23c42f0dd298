import type { Catalogue } from '../catalogue';
import type { passwords as en } from '../en/passwords';

export const passwords: Catalogue<typeof en> = {
  forgot: {
    help: 'Demandez à votre administrateur un lien de réinitialisation. Il ne sert qu’une fois, pendant une heure, et vous permet de choisir un nouveau mot de passe.',
  },
  change: {
    title: 'Changer le mot de passe',
    description: 'Après le changement, tous les autres appareils connectés à ce compte sont déconnectés. Celui-ci reste connecté.',
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    confirm: 'Confirmez le nouveau mot de passe',
    hint: 'Au moins 8 caractères, pas un mot de passe courant.',
    submit: 'Changer le mot de passe',
    submitting: 'Changement…',
    done: 'Votre mot de passe a été changé. Tous les autres appareils ont été déconnectés.',
  },
  adminLink: {
    action: 'Créer un lien de réinitialisation pour {{email}}',
    title: 'Lien de réinitialisation du mot de passe',
    description:
      'Créez un lien qui permet à {{email}} de choisir un nouveau mot de passe. Il ne sert qu’une fois, pendant une heure, et déconnecte le compte partout une fois utilisé. Un nouveau lien remplace le précédent.',
    create: 'Créer le lien',
    creating: 'Création…',
    linkLabel: 'Lien de réinitialisation',
    copy: 'Copier le lien',
    copied: 'Copié',
    expires: 'Utilisable une fois, jusqu’à {{time}}.',
    passOn:
      'Transmettez-le en privé (par exemple en message direct) : quiconque l’ouvre peut définir le mot de passe. Il n’est affiché que maintenant.',
    failed: 'Le lien n’a pas pu être créé.',
  },
  reset: {
    title: 'Choisissez un nouveau mot de passe',
    forAccount: 'Pour le compte {{email}}.',
    new: 'Nouveau mot de passe',
    confirm: 'Confirmez le nouveau mot de passe',
    submit: 'Définir le nouveau mot de passe',
    submitting: 'Enregistrement…',
    doneTitle: 'Votre mot de passe est défini',
    doneBody: 'Tous les appareils connectés à ce compte ont été déconnectés. Connectez-vous avec votre nouveau mot de passe.',
    signIn: 'Se connecter',
    invalidTitle: 'Ce lien de réinitialisation ne fonctionne pas',
    invalidBody:
      'Il a déjà été utilisé, il date de plus d’une heure ou il a été copié incomplètement. Demandez un nouveau lien à votre administrateur.',
    toSignIn: 'Aller à la connexion',
    checkFailed: 'Le lien de réinitialisation n’a pas pu être vérifié.',
  },
};
