import type { ViewerResolver } from '../http/access';
import type { Db } from '../db/client';
import { readSessionToken } from './session-cookie';
import { peekSession, resolveSession } from './sessions';

/**
 * The app's default viewer resolver: the session cookie, checked against the sessions table (or this
 * process's cache of it, on the embedded database).
 */
export function createSessionViewerResolver(db: Db, now: () => Date): ViewerResolver {
  return (request) => {
    const token = readSessionToken(request);
    if (!token) return null;
    const at = now();
    // A cached session answers without a promise; the database decides everything else.
    return peekSession(db, token, at) ?? resolveSession(db, token, at);
  };
}
