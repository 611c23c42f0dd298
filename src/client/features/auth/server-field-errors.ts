import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api';

/**
 * A 400 answer may name the fields (DESIGN §4: `errors[{ path, message }]`: VALIDATION_FAILED, WEAK_PASSWORD,
 * WRONG_PASSWORD); show each under its input like the client-side rules, the first one focused. Returns true
 * when at least one field took a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  let entries: { path?: string; message?: string }[] = [];
  try {
    entries = (JSON.parse(error.body) as { errors?: typeof entries }).errors ?? [];
  } catch {
    return false;
  }
  let applied = false;
  for (const entry of entries) {
    const field = fields.find((name) => name === entry.path);
    if (field && entry.message) {
      setError(field, { type: 'server', message: entry.message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
