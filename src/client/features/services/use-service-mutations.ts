import type { Service } from '@domain/entities';
import type { ServiceInput } from '@domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { apiJson, apiRequest } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';

export const SERVICES_KEY = ['/api/services'] as const;

/** Create, update and delete of the seller's services, with the SPEC §8 toasts and refetches. */
export function useServiceMutations(callbacks: { onCreated(): void; onUpdated(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: SERVICES_KEY });
    // Deleting a service deletes its fee structures too; the simulator's resolved fees may change.
    void queryClient.invalidateQueries({ queryKey: ['/api/fee-structures'] });
    void queryClient.invalidateQueries({ queryKey: ['/api/fee-structures/country'] });
  };
  // SPEC §8: service failures show a destructive toast titled "Error".
  const onError = (error: unknown) => toast({ title: t('errors.title'), description: errorMessage(error, t), variant: 'destructive' });

  const create = useMutation({
    mutationFn: (input: ServiceInput) => apiJson<Service>('POST', '/api/services', input),
    onSuccess: () => {
      toast({ title: t('manage.services.created') });
      refresh();
      callbacks.onCreated();
    },
    onError,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: ServiceInput }) =>
      apiJson<Service>('PATCH', `/api/services/${encodeURIComponent(id)}`, { id, ...input }),
    onSuccess: () => {
      toast({ title: t('manage.services.updated') });
      refresh();
      callbacks.onUpdated();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/services/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast({ title: t('manage.services.deleted') });
      refresh();
    },
    onError,
  });
  return { create, update, remove };
}
