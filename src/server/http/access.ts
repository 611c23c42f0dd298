import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** Who may call a route; each /api route declares one in its config (route-table.ts). */
export type Access = 'public' | 'user' | 'admin';

export interface Viewer {
  id: string;
  email: string;
  role: 'user' | 'admin';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest. Set before any handler runs. */
    viewer: Viewer | null;
  }
}

/**
 * Resolves the signed-in user of a request; the auth module provides it. A resolver may answer at once
 * (no cookie, or a cached session) so the request pays no promise for it.
 */
export type ViewerResolver = (request: FastifyRequest) => Viewer | null | Promise<Viewer | null>;

/** Enforces each route's declared access level (route-table.ts refuses a route without one). */
export function registerAccessControl(app: FastifyInstance, resolveViewer: ViewerResolver): void {
  app.decorateRequest('viewer', null);
  // onRequest, before the body is parsed: a guest gets 401 for a user route whatever it sent.
  // Callback style, not async: most requests resolve their viewer at once and need no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (!access) return done();
    const admit = (viewer: Viewer | null) => {
      request.viewer = viewer;
      done(accessError(access, viewer));
    };
    let resolved: ReturnType<ViewerResolver>;
    try {
      resolved = resolveViewer(request);
    } catch (error) {
      return done(error as Error);
    }
    if (resolved instanceof Promise) resolved.then(admit, (error: Error) => done(error));
    else admit(resolved);
  });
}

function accessError(access: Access, viewer: Viewer | null): AppError | undefined {
  if (access === 'public') return undefined;
  if (!viewer) return new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (access === 'admin' && viewer.role !== 'admin') return new AppError('FORBIDDEN', 'Only administrators can do this.');
  return undefined;
}

/** The viewer of a route declared 'user' or 'admin' (the access hook has already refused guests). */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return request.viewer;
}
