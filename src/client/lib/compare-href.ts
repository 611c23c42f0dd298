/** The compare page's address for some plans, with the baseline when it is not the first. */
export function compareHref(ids: readonly string[], baseline?: string): string {
  const query = new URLSearchParams({ ids: ids.join(',') });
  if (baseline && baseline !== ids[0]) query.set('baseline', baseline);
  return `/history/compare?${query.toString().replace(/%2C/g, ',')}`;
}
