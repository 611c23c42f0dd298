import type { Language } from '@domain/format';
import type { TFunction } from 'i18next';
import { ApiError } from './api';
import { fieldIssueText, serverFieldIssues } from './field-issues';

/**
 * The words for a file the server refused for its size (413), said at the file field: more rows than the
 * route takes (the limit written as the screen writes numbers), or more bytes. Null for any other failure.
 */
export function fileTooLargeText(error: unknown, t: TFunction, language: Language): string | null {
  if (!(error instanceof ApiError) || error.status !== 413) return null;
  const rows = serverFieldIssues(error).find((issue) => issue.path === 'file' && issue.code === 'tooManyRows');
  return rows ? fieldIssueText(rows, t, language) : t('errors.codes.PAYLOAD_TOO_LARGE');
}
