import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { toast } from '../../components/ui/use-toast';
import { useLanguage } from '../../i18n/use-language';
import type { Simulation } from '@domain/schemas';
import { apiJson, apiRequest } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { SIMULATIONS_KEY } from '../../lib/simulations-key';
import { fileNameFrom, saveBlob } from '../../lib/download-file';
import type { PlanDetails } from './plan-details-dialog';

export type ExportFormat = 'csv' | 'pdf';

/** Export (the server's file, in the language being read) and delete, with their toasts. */
export function useHistoryActions() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const fail = (error: unknown) => toast({ title: t('errors.title'), description: errorMessage(error, t), variant: 'destructive' });

  const exportSimulation = useMutation({
    mutationFn: async ({ id, format }: { id: string; format: ExportFormat }) => {
      // The file's times are written in the reader's own zone, named (decision 0019).
      const query = new URLSearchParams({ format, lang: language, tz: Intl.DateTimeFormat().resolvedOptions().timeZone });
      const response = await apiRequest('GET', `/api/simulations/${id}/export?${query}`);
      const fileName = fileNameFrom(response.headers.get('content-disposition'), `simulation.${format}`);
      saveBlob(await response.blob(), fileName);
      return { format, fileName };
    },
    onSuccess: ({ format, fileName }) =>
      toast({
        title: format === 'csv' ? t('history.toast.csvExported') : t('history.toast.pdfExported'),
        // The file name is isolated so it reads left to right inside an Arabic sentence.
        description: t('history.toast.exportedText', { file: `\u2068${fileName}\u2069` }),
      }),
    onError: fail,
  });

  const deleteSimulation = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/simulations/${id}`),
    onSuccess: async () => {
      toast({ title: t('history.toast.deleted'), description: t('history.toast.deletedText') });
      await queryClient.invalidateQueries({ queryKey: SIMULATIONS_KEY });
    },
    onError: fail,
  });

  const describeSimulation = useMutation({
    mutationFn: ({ id, details }: { id: string; details: PlanDetails }) => apiJson<Simulation>('PATCH', `/api/simulations/${id}`, details),
    onSuccess: async (saved) => {
      toast({ title: t('plans.details.saved'), description: t('plans.details.savedText', { name: saved.name }) });
      await queryClient.invalidateQueries({ queryKey: SIMULATIONS_KEY });
    },
    onError: fail,
  });

  const duplicateSimulation = useMutation({
    mutationFn: (simulation: Simulation) =>
      apiJson<Simulation>('POST', `/api/simulations/${simulation.id}/copy`, { name: t('plans.copyName', { name: simulation.name }).slice(0, 120) }),
    onSuccess: async (copy) => {
      toast({ title: t('plans.duplicated'), description: t('plans.duplicatedText', { name: copy.name }) });
      await queryClient.invalidateQueries({ queryKey: SIMULATIONS_KEY });
    },
    onError: fail,
  });

  return { exportSimulation, deleteSimulation, describeSimulation, duplicateSimulation };
}
