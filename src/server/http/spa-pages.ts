/**
 * The versions of the built index.html the server sends, prepared once at start:
 * - `<html data-session>`: "guest" when the request carries no session cookie, so the client draws the guest
 *   view at once instead of asking /api/auth/user for a 401 (a console error and a request on every guest's
 *   first load); "unknown" with a cookie, where the client still asks (the session may have ended).
 * - What index.html marks `<!--home-only-->…<!--/home-only-->` (the simulator's static shell and the preloads of
 *   its first data) only on `/`; every other route gets the bare header, never a flash of the simulator.
 */
export function buildSpaPages(indexHtml: string): (pathname: string, hasSessionCookie: boolean) => string {
  const withoutHomeOnly = indexHtml.replace(/<!--home-only-->[\s\S]*?<!--\/home-only-->/g, '');
  const withHomeOnly = indexHtml.replace(/<!--\/?home-only-->/g, '');
  const versions = {
    home: { guest: withHomeOnly.replace('__SESSION__', 'guest'), unknown: withHomeOnly.replace('__SESSION__', 'unknown') },
    other: { guest: withoutHomeOnly.replace('__SESSION__', 'guest'), unknown: withoutHomeOnly.replace('__SESSION__', 'unknown') },
  };
  return (pathname, hasSessionCookie) => versions[pathname === '/' ? 'home' : 'other'][hasSessionCookie ? 'unknown' : 'guest'];
}
