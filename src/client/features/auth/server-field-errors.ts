import type { FieldIssue } from '@domain/field-issues';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverFieldIssues } from '../../lib/field-issues';

/**
 * A refusal may name the fields (docs/product.md#errors: `errors[{ path, code }]`: VALIDATION_FAILED, WEAK_PASSWORD,
 * WRONG_PASSWORD); show each under its input in the reader's language like the client-side rules, the first
 * one focused. Returns true when at least one field took a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  say: (issue: FieldIssue) => string,
): boolean {
  const said = new Set<string>();
  for (const issue of serverFieldIssues(error)) {
    const field = fields.find((name) => name === issue.path);
    if (!field || said.has(field)) continue;
    setError(field, { type: issue.code, message: say(issue) }, { shouldFocus: said.size === 0 });
    said.add(field);
  }
  return said.size > 0;
}
