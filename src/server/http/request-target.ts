import type { FastifyRequest } from 'fastify';

/**
 * The origin form of a request target: `http://host/api/x?y` → `/api/x?y`. Clients talk to proxies in
 * absolute form and a server must accept it (RFC 9112 §3.2.2); the router does, so every check that
 * looked at the raw URL's prefix was skipped. The server factory rewrites the URL once,
 * before anything else sees it. Anything that is not absolute form is returned unchanged.
 */
export function originForm(url: string): string {
  if (url.startsWith('/') || !/^https?:\/\//i.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}

/**
 * True when the request reaches an /api route. The route the router matched is the one that runs,
 * whatever spelling reached it (`/%61pi/…` matches `/api/…` too), so checks key on it; an /api path
 * that matches no route still counts, so its refusal reads the same.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') === true || request.url.startsWith('/api/');
}
