/**
 * True when the server saw no session cookie on this page's request (`<html data-session="guest">`, written
 * by src/server/spa.ts): the visitor is a guest and asking /api/auth/user would only earn a 401.
 */
export function isKnownGuest(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.session === 'guest';
}
