import { toFieldIssue, type FieldIssue } from '@domain/field-issues';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a flat form checked by a shared schema: each field gets its first
 * issue as a field-issue code (`type`) and that code said in the reader's language (`message`, from `say`),
 * so the form shows the rule the server applies, in the words of the rest of the app. React-hook-form calls
 * the resolver again on every change after the first submit, so the text follows the current language.
 */
export function fieldIssueResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  say: (issue: FieldIssue) => string,
): Resolver<Input, unknown, Output> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues.map(toFieldIssue)) {
      errors[issue.path] ??= { type: issue.code, message: say(issue) };
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}
