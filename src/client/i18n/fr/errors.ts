import type { Catalogue } from '../catalogue';
import type { errors as en } from '../en/errors';

export const errors: Catalogue<typeof en> = {
  title: 'Erreur',
  generic: 'Un problème est survenu. Veuillez réessayer.',
  network: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  codes: {
    VALIDATION_FAILED: 'Certaines valeurs ne sont pas valides. Vérifiez les champs signalés.',
    BAD_REQUEST: 'La requête n’a pas été comprise.',
    WEAK_PASSWORD: 'Ce mot de passe est trop courant. Choisissez-en un autre.',
    UNAUTHENTICATED: 'Veuillez vous connecter pour continuer.',
    INVALID_CREDENTIALS: 'E-mail ou mot de passe incorrect',
    FORBIDDEN: 'Vous n’êtes pas autorisé à faire cela.',
    CROSS_SITE_REQUEST: 'Cette requête a été refusée pour votre sécurité. Rechargez la page et réessayez.',
    DEFAULT_READ_ONLY: 'Seul un administrateur peut modifier les enregistrements par défaut.',
    ADMIN_EXISTS: 'Un administrateur existe déjà. Connectez-vous en tant qu’administrateur pour en ajouter un autre.',
    NOT_FOUND: 'Introuvable. L’élément a peut-être été supprimé.',
    CONFLICT: 'Cela entre en conflit avec un enregistrement existant.',
    WRONG_PASSWORD: 'Ce n’est pas votre mot de passe actuel.',
    RESET_LINK_INVALID: 'Ce lien de réinitialisation ne fonctionne pas. Demandez-en un nouveau à votre administrateur.',
    EMAIL_TAKEN: 'Un compte existe déjà avec cet e-mail.',
    CANNOT_DELETE_SELF: 'Vous ne pouvez pas supprimer votre propre compte.',
    LAST_ADMIN: 'Le dernier administrateur ne peut pas être supprimé.',
    REQUEST_TIMEOUT: 'La connexion était trop lente. Veuillez réessayer.',
    PAYLOAD_TOO_LARGE: 'C’est trop volumineux. Utilisez un fichier plus petit.',
    UNSUPPORTED_MEDIA_TYPE: 'La requête a été envoyée dans un format que le serveur n’accepte pas.',
    TOO_MANY_REQUESTS: 'Trop de tentatives. Patientez quelques minutes et réessayez.',
    HEADERS_TOO_LARGE: 'La requête était trop volumineuse pour le serveur. Veuillez réessayer.',
    INTERNAL: 'Un problème est survenu de notre côté. Veuillez réessayer.',
    UNAVAILABLE: 'Le service est temporairement indisponible. Veuillez réessayer.',
    IMPORT_REFUSED: 'Rien n’a été importé. Corrigez les lignes indiquées et importez de nouveau le fichier.',
  },
};
