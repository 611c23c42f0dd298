/**
 * A request's address as it may be logged: share tokens are credentials (anyone holding one reads the
 * plan), so they are cut from the public read (`/api/shared/<token>`), the shared page (`/s/<token>`) and
 * "Copy to my simulator" (`?shared=<token>`) before a log line can carry them.
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  return url
    .replace(/^(\/api\/shared\/|\/s\/)[^/?#]*/, '$1[redacted]')
    .replace(/([?&]shared=)[^&#]*/g, '$1[redacted]');
}
