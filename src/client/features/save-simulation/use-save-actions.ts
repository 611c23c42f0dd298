import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Simulation } from '@domain/schemas';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'wouter';
import { toast } from '../../components/ui/use-toast';
import { catalogueUrl, invalidateCatalogue } from '../../lib/catalogue-queries';
import { ApiError, apiJson, UnreachableError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { forgetGuestDraft } from '../../lib/guest-draft';
import type { SimulatorSnapshot } from '../../lib/simulator-snapshot';
import { SIMULATIONS_KEY } from '../../lib/simulations-key';
import { configurationPayload, simulationPayload, type SelectionProblem } from './simulation-payload';

type SimulationBody = Exclude<ReturnType<typeof simulationPayload>, string>;

class SelectionError extends Error {
  constructor(readonly problem: SelectionProblem | 'fixInputs') {
    super(problem);
  }
}

/**
 * Save configuration and save simulation: validation, the calls, cache refresh and toasts (docs/product.md#screens).
 * `announcement` repeats each outcome for the save box's live region, so it is heard where the focus stays.
 */
export function useSaveActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  // A save the server never took (offline, unreachable, busy) stays on screen until the next try: the figures are
  // still there and the button offers the save again.
  const [unsent, setUnsent] = useState('');
  const [, setLocation] = useLocation();
  const tell = (title: string, description: string, variant?: 'destructive') => {
    toast({ title, description, variant });
    setAnnouncement(`${title}. ${description}`);
  };
  const fail = (error: unknown) => {
    const message = error instanceof SelectionError ? t(`history.save.${error.problem}`) : errorMessage(error, t);
    if (error instanceof UnreachableError || (error instanceof ApiError && error.status === 503)) setUnsent(message);
    tell(t('errors.title'), message, 'destructive');
  };
  const started = () => {
    setAnnouncement('');
    setUnsent('');
  };

  const saveConfiguration = useMutation({
    mutationFn: async (snapshot: SimulatorSnapshot) => {
      const body = configurationPayload(snapshot);
      if (typeof body === 'string') throw new SelectionError(body);
      return apiJson('POST', catalogueUrl('fee-structures', 'own'), body);
    },
    onMutate: started,
    onSuccess: async () => {
      tell(t('history.save.configurationSaved'), t('history.save.configurationSavedText'));
      await invalidateCatalogue(queryClient, 'own', 'fee-structures');
    },
    onError: fail,
  });

  /**
   * A save of the figures on screen: refused before any request while a field cannot be read (the figures show
   * "—") or the selection cannot be saved; `send` makes the one request, `saved` says what it did.
   */
  const useFiguresSave = (
    send: (body: SimulationBody, snapshot: SimulatorSnapshot) => Promise<Simulation>,
    saved: (simulation: Simulation) => Promise<void> | void,
  ) =>
    useMutation({
      mutationFn: async (snapshot: SimulatorSnapshot) => {
        if (!snapshot.inputsReadable) throw new SelectionError('fixInputs');
        const body = simulationPayload(snapshot);
        if (typeof body === 'string') throw new SelectionError(body);
        return send(body, snapshot);
      },
      onMutate: started,
      onSuccess: async (simulation) => {
        await saved(simulation);
        await queryClient.invalidateQueries({ queryKey: SIMULATIONS_KEY });
      },
      onError: fail,
    });

  const saveSimulation = useFiguresSave(
    (body) => apiJson<Simulation>('POST', '/api/simulations', body),
    () => {
      tell(t('history.save.simulationSaved'), t('history.save.simulationSavedText'));
      // The scenario a guest kept to save after signing in is saved now.
      forgetGuestDraft();
    },
  );

  // A reopened plan is saved back over itself ("update") or as a new one ("save as a copy").
  const updateSimulation = useFiguresSave(
    (body, snapshot) => apiJson<Simulation>('PUT', `/api/simulations/${snapshot.plan!.planId}`, body),
    (simulation) => tell(t('plans.updated'), t('plans.updatedText', { name: simulation.name })),
  );

  const saveCopy = useFiguresSave(
    (body, snapshot) => {
      const name = t('plans.copyName', { name: snapshot.plan?.name ?? '' }).slice(0, 120);
      return apiJson<Simulation>('POST', '/api/simulations', { ...body, name });
    },
    (simulation) => {
      tell(t('plans.copied'), t('plans.copiedText', { name: simulation.name }));
      // The screen now edits the copy: a later "update" writes to it, not to the original.
      setLocation(`/?plan=${simulation.id}`);
    },
  );

  return { saveConfiguration, saveSimulation, updateSimulation, saveCopy, announcement, unsent };
}
