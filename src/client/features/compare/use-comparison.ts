import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import type { Comparison } from '@domain/plans/compare-schemas';
import { toast } from '../../components/ui/use-toast';
import { useLanguage } from '../../i18n/use-language';
import { apiJson, apiRequest } from '../../lib/api';
import { fileNameFrom, saveBlob } from '../../lib/download-file';
import { errorMessage } from '../../lib/error-message';
import { SIMULATIONS_KEY } from '../../lib/simulations-key';

/** The plans' figures, labelled by the server in the language being read (the exports' own words). */
export function useComparison(ids: readonly string[], enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    // Under the simulations' key: renaming or deleting a plan refreshes an open comparison.
    queryKey: [...SIMULATIONS_KEY, 'compare', ids.join(','), language],
    queryFn: () => apiJson<Comparison>('GET', `/api/simulations/compare?${new URLSearchParams({ ids: ids.join(','), lang: language })}`),
    enabled,
    retry: false,
  });
}

/** Downloads the comparison (CSV or PDF) from the server, with the chosen baseline, in the reader's language and zone. */
export function useExportComparison() {
  const { t } = useTranslation();
  const language = useLanguage();
  return useMutation({
    mutationFn: async ({ ids, baseline, format }: { ids: readonly string[]; baseline: string; format: 'csv' | 'pdf' }) => {
      const query = new URLSearchParams({ ids: ids.join(','), baseline, format, lang: language, tz: Intl.DateTimeFormat().resolvedOptions().timeZone });
      const response = await apiRequest('GET', `/api/simulations/compare/export?${query}`);
      const fileName = fileNameFrom(response.headers.get('content-disposition'), `comparison.${format}`);
      saveBlob(await response.blob(), fileName);
      return fileName;
    },
    onSuccess: (fileName) => toast({ title: t('compare.exported'), description: t('compare.exportedText', { file: `\u2068${fileName}\u2069` }) }),
    onError: (error) => toast({ title: t('errors.title'), description: errorMessage(error, t), variant: 'destructive' }),
  });
}
