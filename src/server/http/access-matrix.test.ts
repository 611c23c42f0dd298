import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Access } from './access';
import { listApiRoutes, type ApiRoute } from './route-table';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { createTestApp } from '../test/test-app';
import { createAdmin, signIn, signUp, type SignedIn } from '../test/auth-helpers';

// The matrix is generated from the app's own route table, so a route added later is covered
// without anyone remembering to add it here.
const { app, database } = await createTestApp();
const routes = listApiRoutes(app);

type Caller = 'guest' | 'user A' | 'user B' | 'admin';
const CALLERS: Caller[] = ['guest', 'user A', 'user B', 'admin'];

/** Routes that exist at the time of writing; the table must hold at least these. */
const KNOWN_ROUTES = [
  'GET /api/health',
  'GET /api/services',
  'GET /api/countries',
  'GET /api/announcement',
  'GET /api/auth/user',
  'PATCH /api/auth/user',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/password',
  'POST /api/auth/password-reset/lookup',
  'POST /api/auth/password-reset',
  'POST /api/admin/users/:id/reset-link',
  'GET /api/admin/check',
  'GET /api/admin/bootstrap',
  'POST /api/admin/register',
  'GET /api/admin/logout',
  'POST /api/admin/logout',
  // Saved simulations as plans (owner-only; IDOR checked in modules/simulations/*.test.ts).
  'GET /api/simulations/:id',
  'PUT /api/simulations/:id',
  'PATCH /api/simulations/:id',
  'POST /api/simulations/:id/copy',
  'GET /api/simulations/facets',
  'POST /api/simulations/:id/shares',
  'GET /api/simulations/:id/shares',
  'DELETE /api/shares/:id',
  'GET /api/shared/:token',
  // Compare 2–4 plans and export the comparison (owner 200, other seller and admin 404,
  // guest 401, hostile id lists 400: modules/simulations/compare.test.ts).
  'GET /api/simulations/compare',
  'GET /api/simulations/compare/export',
  // Actuals against a plan (owner-only; IDOR checked in modules/actuals/actuals.test.ts).
  'POST /api/simulations/:id/actuals',
  'POST /api/simulations/:id/actuals/preview-file',
  'POST /api/simulations/:id/actuals/import-file',
  'GET /api/simulations/:id/actuals',
  'DELETE /api/actuals/:id',
];

/** Cells whose answer is part of a route's contract rather than of its access level. */
const CONTRACT_OVERRIDES: Record<string, Partial<Record<Caller, number>>> = {
  // The current-user call is public, and answers a guest "not signed in" by design (docs/product.md#the-api).
  'GET /api/auth/user': { guest: 401 },
};

type Expectation = { kind: 'status'; status: number } | { kind: 'allowed' };

function expectationFor(route: ApiRoute, caller: Caller): Expectation {
  const override = CONTRACT_OVERRIDES[`${route.method} ${route.url}`]?.[caller];
  if (override !== undefined) return { kind: 'status', status: override };
  const denied: Record<Access, Partial<Record<Caller, number>>> = {
    public: {},
    user: { guest: 401 },
    admin: { guest: 401, 'user A': 403, 'user B': 403 },
  };
  const status = denied[route.access][caller];
  return status === undefined ? { kind: 'allowed' } : { kind: 'status', status };
}

/** Path parameters become random ids; the answer for an allowed caller may then be 400 or 404, never 401/403. */
function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, () => randomUUID()).replace(/\*/g, 'x');
}

const sessions = new Map<Caller, SignedIn>();
const bodies: string[] = [];
const issuedTokens = new Set<string>();

function remember(session: SignedIn): SignedIn {
  issuedTokens.add(session.cookie.slice(SESSION_COOKIE.length + 1));
  return session;
}

beforeAll(async () => {
  sessions.set('user A', remember(await signUp(app)));
  sessions.set('user B', remember(await signUp(app)));
  sessions.set('admin', remember(await createAdmin(app, database.db)));
});

async function call(route: ApiRoute, caller: Caller): Promise<LightMyRequestResponse> {
  const session = sessions.get(caller);
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  const response = await app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers: session ? { cookie: session.cookie } : {},
    ...(hasBody ? { payload: {} } : {}),
  });
  bodies.push(response.body);
  // A cell that ended or replaced the caller's session (sign-out) must not spoil the cells after it.
  if (session && response.headers['set-cookie']) sessions.set(caller, remember(await signIn(app, session.email, session.password)));
  return response;
}

describe('access matrix', () => {
  it('covers every route that exists, each with a declared access level', () => {
    const table = routes.map((r) => `${r.method} ${r.url}`);
    expect(table).toEqual(expect.arrayContaining(KNOWN_ROUTES));
    expect(new Set(table).size).toBe(table.length);
  });

  const cells = routes.flatMap((route) => CALLERS.map((caller) => ({ route, caller, expected: expectationFor(route, caller) })));

  it.each(cells.map((c) => [`${c.route.method} ${c.route.url} (${c.route.access})`, c.caller, c] as const))(
    '%s as %s',
    async (_name, caller, { route, expected }) => {
      const response = await call(route, caller);
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (expected.kind === 'status') {
        expect(response.statusCode, response.body).toBe(expected.status);
        expect(response.json().code).toBe(expected.status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      } else {
        expect([401, 403], `${response.statusCode} ${response.body}`).not.toContain(response.statusCode);
      }
    },
  );

  it('never answered with a password hash or a session token in a body, nor on a full sign-in journey', async () => {
    const journey = await signUp(app);
    remember(journey);
    const admin = sessions.get('admin')!;
    for (const request of [
      { method: 'GET', url: '/api/auth/user', headers: { cookie: journey.cookie } },
      { method: 'POST', url: '/api/auth/login', payload: { email: journey.email, password: journey.password } },
      { method: 'GET', url: '/api/auth/user', headers: { cookie: admin.cookie } },
      { method: 'POST', url: '/api/admin/register', headers: { cookie: admin.cookie }, payload: { email: `x${journey.email}`, password: journey.password } },
    ] as const) {
      const response = await app.inject(request as never);
      expect(response.statusCode).toBeLessThan(300);
      bodies.push(response.body);
      const token = response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
      if (token) issuedTokens.add(token);
    }
    expect(bodies.length).toBeGreaterThan(routes.length * CALLERS.length);
    for (const body of bodies) {
      expect(body).not.toContain('$argon2');
      for (const token of issuedTokens) expect(body).not.toContain(token);
    }
  });
});
