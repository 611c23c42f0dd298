import type { ViewerResolver } from '../access';
import type { Db } from '../db/client';
import { readSessionToken } from './session-cookie';
import { resolveSession } from './sessions';

/** The app's default viewer resolver: the session cookie, checked against the sessions table. */
export function createSessionViewerResolver(db: Db, now: () => Date): ViewerResolver {
  return async (request) => {
    const token = readSessionToken(request);
    if (!token) return null;
    return resolveSession(db, token, now());
  };
}
