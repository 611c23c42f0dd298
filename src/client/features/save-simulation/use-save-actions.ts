import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { apiJson } from '../../lib/api';
import { catalogueUrl, invalidateCatalogue } from '../../lib/catalogue-queries';
import { errorMessage } from '../../lib/error-message';
import type { SimulatorSnapshot } from '../../lib/simulator-snapshot';
import { SIMULATIONS_KEY } from '../../lib/simulations-key';
import { configurationPayload, simulationPayload, type SelectionProblem } from './simulation-payload';

class SelectionError extends Error {
  constructor(readonly problem: SelectionProblem | 'fixInputs') {
    super(problem);
  }
}

/**
 * Save configuration and save simulation: validation, the calls, cache refresh and toasts (SPEC §4, §5, §8).
 * `announcement` repeats each outcome for the save box's live region, so it is heard where the focus stays.
 */
export function useSaveActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const tell = (title: string, description: string, variant?: 'destructive') => {
    toast({ title, description, variant });
    setAnnouncement(`${title}. ${description}`);
  };
  const fail = (error: unknown) =>
    tell(t('errors.title'), error instanceof SelectionError ? t(`history.save.${error.problem}`) : errorMessage(error, t), 'destructive');

  const saveConfiguration = useMutation({
    mutationFn: async (snapshot: SimulatorSnapshot) => {
      const body = configurationPayload(snapshot);
      if (typeof body === 'string') throw new SelectionError(body);
      return apiJson('POST', catalogueUrl('fee-structures', 'own'), body);
    },
    onMutate: () => setAnnouncement(''),
    onSuccess: async () => {
      tell(t('history.save.configurationSaved'), t('history.save.configurationSavedText'));
      await invalidateCatalogue(queryClient, 'own', 'fee-structures');
    },
    onError: fail,
  });

  const saveSimulation = useMutation({
    mutationFn: async (snapshot: SimulatorSnapshot) => {
      // The figures on screen are "—" while a field cannot be read: there is nothing to save yet.
      if (!snapshot.inputsReadable) throw new SelectionError('fixInputs');
      const body = simulationPayload(snapshot);
      if (typeof body === 'string') throw new SelectionError(body);
      return apiJson('POST', '/api/simulations', body);
    },
    onMutate: () => setAnnouncement(''),
    onSuccess: async () => {
      tell(t('history.save.simulationSaved'), t('history.save.simulationSavedText'));
      await queryClient.invalidateQueries({ queryKey: SIMULATIONS_KEY });
    },
    onError: fail,
  });

  return { saveConfiguration, saveSimulation, announcement };
}
