import type { FieldIssue } from '@domain/field-issues';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { fieldIssueTexts, serverFieldIssues } from '../../../lib/field-issues';

/**
 * What to show at each field of a catalogue form: the form's own checks, then the server's
 * refusal of the last write, in the reader's language. `rest` holds the issues of paths the form has no
 * field for, shown above its buttons so nothing is only in a toast.
 */
export function useFormIssues(ownIssues: readonly FieldIssue[], serverError: unknown, fields: readonly string[]) {
  const { t } = useTranslation();
  const language = useLanguage();
  const issues = [...ownIssues, ...serverFieldIssues(serverError)];
  const texts = fieldIssueTexts(issues, t, language);
  const rest = Object.entries(texts)
    .filter(([path]) => !fields.includes(path))
    .map(([, text]) => text);
  return { at: (path: string): string | null => texts[path] ?? null, rest, any: issues.length > 0 };
}
