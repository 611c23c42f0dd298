import type { FieldIssue } from '@domain/field-issues';
import { useTranslation } from '../../i18n/use-translation';
import { useLanguage } from '../../i18n/use-language';
import { fieldIssueText } from '../../lib/field-issues';

/** Says a field issue (its code from @domain/field-issues) in the reader's language, as every other form of the app does. */
export function useSayIssue(): (issue: FieldIssue) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  return (issue) => fieldIssueText(issue, t, language);
}
