/**
 * Wraps text of unknown direction (an email, a Latin name inside an Arabic sentence) in Unicode
 * first-strong isolates, so the bidi algorithm does not reorder it into the words around it.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
