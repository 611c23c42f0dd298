import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ApiRoute } from '../../http/route-table';
import type { Db } from '../../db/client';
import { createAdmin, signUp, type SignedIn } from '../auth-helpers';

// Callers and request building for the hostile-input suite: a seller for user routes, an admin for
// admin routes, and guest/admin in turn for public ones. Sessions that a route ended (sign-out,
// a deleted account) are replaced before the next route runs.

export type Caller = 'guest' | 'seller' | 'admin';

export interface RequestParts {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Sent as JSON when defined. */
  body?: unknown;
}

export class HostileClient {
  private sessions = new Map<Caller, SignedIn>();
  private ids = new Map<string, string[]>();

  constructor(
    readonly app: FastifyInstance,
    private readonly db: Db,
  ) {}

  async signInAll(): Promise<void> {
    this.sessions.set('seller', await signUp(this.app));
    this.sessions.set('admin', await createAdmin(this.app, this.db));
  }

  /** Re-creates any caller whose session no longer works. */
  async refreshSessions(): Promise<void> {
    for (const caller of ['seller', 'admin'] as const) {
      const session = this.sessions.get(caller);
      const check = session && (await this.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: session.cookie } }));
      if (check?.statusCode === 200) continue;
      this.sessions.set(caller, caller === 'seller' ? await signUp(this.app) : await createAdmin(this.app, this.db));
    }
  }

  callerFor(route: ApiRoute, index: number): Caller {
    if (route.access === 'user') return 'seller';
    if (route.access === 'admin') return 'admin';
    return index % 2 === 0 ? 'guest' : 'admin';
  }

  /**
   * A generation context for one route: `id` fields draw from ids its own resource answered with
   * (`/api/countries/:id` from `/api/countries`), `countryId`/`serviceId` from countries/services.
   */
  contextFor(route: ApiRoute): { knownIds: (field: string | undefined) => readonly string[] } {
    return {
      knownIds: (field) => {
        const key = field === 'countryId' ? 'countries' : field === 'serviceId' ? 'services' : resourceOf(route.url);
        return [...(this.ids.get(key) ?? []), ...(this.ids.get(`admin/${key}`) ?? [])];
      },
    };
  }

  private remember(resource: string, id: string): void {
    const list = this.ids.get(resource) ?? [];
    if (list.includes(id)) return;
    list.push(id);
    if (list.length > 200) list.shift();
    this.ids.set(resource, list);
  }

  /** Keeps ids from successful answers, so later generated ids can point at rows that exist. */
  private harvest(url: string, body: string): void {
    if (!body.startsWith('{') && !body.startsWith('[')) return;
    const resource = resourceOf(url);
    const visit = (value: unknown, depth: number): void => {
      if (depth > 3 || !value || typeof value !== 'object') return;
      if (Array.isArray(value)) return value.slice(0, 50).forEach((v) => visit(v, depth + 1));
      for (const [key, v] of Object.entries(value)) {
        if (typeof v !== 'string') visit(v, depth + 1);
        else if (key === 'id') this.remember(resource, v);
        else if (key === 'countryId') this.remember('countries', v);
        else if (key === 'serviceId') this.remember('services', v);
      }
    };
    try {
      visit(JSON.parse(body), 0);
    } catch {
      // Not JSON: nothing to keep.
    }
  }

  url(route: ApiRoute, parts: RequestParts): string {
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
      encodeURIComponent(parts.params?.[name] ?? '00000000-0000-4000-8000-000000000000'),
    );
    const query = parts.query && Object.keys(parts.query).length ? `?${new URLSearchParams(parts.query)}` : '';
    return path + query;
  }

  async send(route: ApiRoute, parts: RequestParts, caller: Caller, extra: Partial<InjectOptions> = {}): Promise<LightMyRequestResponse> {
    const session = this.sessions.get(caller);
    const headers: Record<string, string> = { ...(extra.headers as Record<string, string> | undefined) };
    if (session) headers.cookie = session.cookie;
    const hasJson = parts.body !== undefined && extra.payload === undefined;
    if (hasJson) headers['content-type'] = 'application/json';
    const response = await this.app.inject({
      method: route.method as 'GET',
      url: this.url(route, parts),
      // Spread over many addresses so the per-address sign-in throttle does not turn every sign-in into 429.
      remoteAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
      ...extra,
      headers,
      ...(hasJson ? { payload: JSON.stringify(parts.body) } : {}),
    });
    if (response.statusCode < 300) this.harvest(route.url, response.body);
    return response;
  }
}

/** The resource a route URL works on: `/api/admin/countries/:id` → `admin/countries`. */
export function resourceOf(url: string): string {
  const segments = url.replace(/^\/api\//, '').split('/').filter((segment) => !segment.startsWith(':'));
  return segments[0] === 'admin' ? segments.slice(0, 2).join('/') : (segments[0] ?? '');
}

/** Runs tasks with at most `limit` in flight. */
export async function inParallel<T>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
