import { formatCount } from '@domain/format';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import type { CatalogueScope } from '../../lib/catalogue-queries';
import { useLanguage } from '../../i18n/use-language';
import { deleteImpactQuery } from './api/delete-impact';

/** The line of a delete confirmation that says how many fee structures go with the row. */
export function DeleteImpactText({ kind, scope, id }: { kind: 'services' | 'countries'; scope: CatalogueScope; id: string | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const impact = useQuery(deleteImpactQuery(kind, scope, id));
  let text: string;
  if (impact.isError) text = t('checks.remove.countFailed');
  else if (!impact.data) text = t('checks.remove.counting');
  else if (impact.data.feeStructures === 0) text = t('checks.remove.none');
  else {
    // A label and a figure, not a counted phrase: no plural forms needed (the figure in the page's digits).
    text = t('checks.remove.feeStructures', { number: formatCount(impact.data.feeStructures, language) });
    if (impact.data.othersFeeStructures > 0) {
      text += ` ${t('checks.remove.sellers', { number: formatCount(impact.data.othersFeeStructures, language) })}`;
    }
  }
  return (
    <p aria-live="polite" data-testid="delete-impact" className="mb-4 text-sm font-medium text-slate-900">
      {text}
    </p>
  );
}
