/**
 * True when `error` (or an error it wraps: drivers and Drizzle nest the database's error as a cause) is the refusal of
 * the unique key `constraint`: another write took the value between a check and this write. PostgreSQL reports the
 * key's name; PGlite may only spell it in the message.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const {
      code,
      constraint: name,
      message,
      cause,
    } = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (code === '23505' && (name === constraint || String(message).includes(constraint))) return true;
    current = cause;
  }
  return false;
}
