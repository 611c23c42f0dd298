/**
 * Where the prerendered page names the services site: the server writes the configured address over it when it
 * sends the page (src/server/http/spa.ts), as it does in the page's meta, so the hydrating client reads the same.
 */
export const SERVICES_SITE_URL_PLACEHOLDER = '__SERVICES_SITE_URL__';

/** The external services site, configured on the server (SERVICES_SITE_URL) and written into the page. */
export function servicesSiteUrl(): string {
  if (typeof document === 'undefined') return SERVICES_SITE_URL_PLACEHOLDER;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="services-site-url"]');
  const value = meta?.content ?? '';
  return /^https?:\/\//.test(value) ? value : 'https://ribh.example/services';
}
