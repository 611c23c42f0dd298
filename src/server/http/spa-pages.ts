import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANGUAGES, type Language } from '../../domain/format';

/** Who a page is for, as far as the server can tell: no session cookie is a guest; with one, it is not known yet. */
export type PageSession = 'guest' | 'unknown';

/** One document, with its compressed forms prepared at start (about 40 KB raw for a prerendered home page). */
export interface SpaPage {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export type SpaPageFor = (pathname: string, session: PageSession, language: Language) => SpaPage;

const SESSIONS: PageSession[] = ['guest', 'unknown'];

// Brotli quality 5: the twelve pages in about 20 ms at start (quality 11 takes most of a second, a pause the load
// shedding counts as event-loop delay) for 10 % more bytes (about 5.5 KB instead of 4.8 KB a page).
function compressed(html: string): SpaPage {
  const raw = Buffer.from(html);
  return { raw, br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), gzip: gzipSync(raw, { level: 9 }) };
}

/**
 * The documents the server sends for pages, prepared once at start (decision 0030):
 * - `/` gets the home page prerendered at build time in the visitor's language (scripts/prerender-home.ts,
 *   `pages/home.<language>.<session>.html`): drawn for a guest when the request has no session cookie, or in the
 *   "not known yet" state with one (no guest notice, no account controls: the client hydrates it and asks).
 * - Every other route gets the bare document in the visitor's language (`pages/page.<language>.html`), rendered on
 *   the client, with `<html data-session>`: "guest" without a session cookie, so the client draws the guest view at
 *   once instead of asking /api/auth/user for a 401; "unknown" with one.
 * A client folder without `pages/` (a build from before decision 0030, or a test's) serves its index.html for every
 * language, with what it marks `<!--home-only-->…<!--/home-only-->` only on `/`.
 */
export function buildSpaPages(clientDir: string, fill: (html: string) => string): SpaPageFor | undefined {
  const indexPath = path.join(clientDir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const pagesDir = path.join(clientDir, 'pages');
  const prerendered = existsSync(pagesDir);
  const index = readFileSync(indexPath, 'utf8');
  const read = (name: string) => readFileSync(path.join(pagesDir, name), 'utf8');
  const withSession = (html: string, session: PageSession) => compressed(fill(html).replace('__SESSION__', session));

  const home = {} as Record<Language, Record<PageSession, SpaPage>>;
  const other = {} as Record<Language, Record<PageSession, SpaPage>>;
  for (const language of LANGUAGES) {
    home[language] = {} as Record<PageSession, SpaPage>;
    other[language] = {} as Record<PageSession, SpaPage>;
    for (const session of SESSIONS) {
      home[language][session] = withSession(
        prerendered ? read(`home.${language}.${session}.html`) : index.replace(/<!--\/?home-only-->/g, ''),
        session,
      );
      other[language][session] = withSession(
        prerendered ? read(`page.${language}.html`) : index.replace(/<!--home-only-->[\s\S]*?<!--\/home-only-->/g, ''),
        session,
      );
    }
  }
  return (pathname, session, language) => (pathname === '/' ? home : other)[language][session];
}
