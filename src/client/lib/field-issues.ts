import { FIELD_ISSUE_CODES, toFieldIssue, type FieldIssue, type FieldIssueCode } from '@domain/field-issues';
import { formatNumber, type Language } from '@domain/format';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from './api';

function isFieldIssueCode(code: unknown): code is FieldIssueCode {
  return typeof code === 'string' && (FIELD_ISSUE_CODES as readonly string[]).includes(code);
}

/** The field issues of a server refusal (`errors[]` of a 400 or 409); none for anything else. */
export function serverFieldIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError)) return [];
  try {
    const { errors } = JSON.parse(error.body) as { errors?: { path?: unknown; code?: unknown; limit?: unknown }[] };
    if (!Array.isArray(errors)) return [];
    return errors.map((entry) => ({
      path: typeof entry.path === 'string' ? entry.path : '',
      code: isFieldIssueCode(entry.code) ? entry.code : 'invalid',
      ...(typeof entry.limit === 'number' ? { limit: entry.limit } : {}),
    }));
  } catch {
    return [];
  }
}

/** The same rules the server applies, checked before sending: the shared schema's issues, as field issues. */
export function schemaFieldIssues(schema: z.ZodType, value: unknown): FieldIssue[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map(toFieldIssue);
}

/** One field issue in the reader's language, its limit written as the screen writes numbers. */
export function fieldIssueText(issue: FieldIssue, t: TFunction, language: Language): string {
  const limit = issue.limit === undefined ? '' : formatNumber(issue.limit, language);
  return t(`checks.field.${issue.code}`, { limit });
}

/** The first issue's text for each field path. */
export function fieldIssueTexts(issues: readonly FieldIssue[], t: TFunction, language: Language): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const issue of issues) texts[issue.path] ??= fieldIssueText(issue, t, language);
  return texts;
}
