/** The external services site, configured on the server (SERVICES_SITE_URL) and written into the page. */
export function servicesSiteUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="services-site-url"]');
  const value = meta?.content ?? '';
  return /^https?:\/\//.test(value) ? value : 'https://ribh.example/services';
}
