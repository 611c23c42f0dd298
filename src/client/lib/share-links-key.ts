/**
 * The query key of the owner's live share links: the profile's list reads it, and revoking links (there,
 * or with a password change) refreshes it by invalidating this key.
 */
export const SHARE_LINKS_KEY = ['/api/shares'] as const;
