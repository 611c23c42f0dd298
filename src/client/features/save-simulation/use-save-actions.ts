import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SimulatorSnapshot } from '@domain/simulator-snapshot';
import { toast } from '../../components/ui/use-toast';
import { apiJson } from '../../lib/api';
import { catalogueUrl, invalidateCatalogue } from '../../lib/catalogue-queries';
import { errorMessage } from '../../lib/error-message';
import { SIMULATIONS_KEY } from '../../lib/simulations-key';
import { configurationPayload, simulationPayload, type SelectionProblem } from './simulation-payload';

class SelectionError extends Error {
  constructor(readonly problem: SelectionProblem) {
    super(problem);
  }
}

/** Save configuration and save simulation: validation, the calls, cache refresh and toasts (SPEC §4, §5, §8). */
export function useSaveActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fail = (error: unknown) =>
    toast({
      title: t('errors.title'),
      description: error instanceof SelectionError ? t(`history.save.${error.problem}`) : errorMessage(error, t),
      variant: 'destructive',
    });

  const saveConfiguration = useMutation({
    mutationFn: async (snapshot: SimulatorSnapshot) => {
      const body = configurationPayload(snapshot);
      if (typeof body === 'string') throw new SelectionError(body);
      return apiJson('POST', catalogueUrl('fee-structures', 'own'), body);
    },
    onSuccess: async () => {
      toast({ title: t('history.save.configurationSaved'), description: t('history.save.configurationSavedText') });
      await invalidateCatalogue(queryClient, 'own', 'fee-structures');
    },
    onError: fail,
  });

  const saveSimulation = useMutation({
    mutationFn: async (snapshot: SimulatorSnapshot) => {
      const body = simulationPayload(snapshot);
      if (typeof body === 'string') throw new SelectionError(body);
      return apiJson('POST', '/api/simulations', body);
    },
    onSuccess: async () => {
      toast({ title: t('history.save.simulationSaved'), description: t('history.save.simulationSavedText') });
      await queryClient.invalidateQueries({ queryKey: SIMULATIONS_KEY });
    },
    onError: fail,
  });

  return { saveConfiguration, saveSimulation };
}
