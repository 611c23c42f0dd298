import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiJson, apiRequest } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../components/ui/use-toast';

export interface CatalogueMutationOptions {
  /** The seller's list, e.g. `/api/countries`; also the query key of the list. */
  endpoint: '/api/services' | '/api/countries';
  /** Where the SPEC §8 success toasts come from. */
  resource: 'services' | 'countries';
  /** SPEC §8: service failures read "Error" with the reason below; country failures show the reason as the title. */
  failureToast: 'titled' | 'raw';
  /** SPEC §7: the services PATCH repeats the id in its body; the countries PATCH does not. */
  idInUpdateBody: boolean;
  onCreated(): void;
  onUpdated(): void;
}

/** Create, update and delete of a seller's own services or countries, with the SPEC §8 toasts and refetches. */
export function useCatalogueMutations<TInput extends object>(options: CatalogueMutationOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { endpoint, resource } = options;
  const at = (id: string) => `${endpoint}/${encodeURIComponent(id)}`;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [endpoint] });
    // Deleting a service or country deletes its fee structures too; the simulator's resolved fees may change.
    void queryClient.invalidateQueries({ queryKey: ['/api/fee-structures'] });
    void queryClient.invalidateQueries({ queryKey: ['/api/fee-structures/country'] });
  };
  const onError = (error: unknown) =>
    toast(
      options.failureToast === 'titled'
        ? { title: t('errors.title'), description: errorMessage(error, t), variant: 'destructive' }
        : { title: errorMessage(error, t), variant: 'destructive' },
    );

  const create = useMutation({
    mutationFn: (input: TInput) => apiJson('POST', endpoint, input),
    onSuccess: () => {
      toast({ title: t(`manage.${resource}.created`) });
      refresh();
      options.onCreated();
    },
    onError,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: TInput }) => apiJson('PATCH', at(id), options.idInUpdateBody ? { id, ...input } : input),
    onSuccess: () => {
      toast({ title: t(`manage.${resource}.updated`) });
      refresh();
      options.onUpdated();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', at(id)),
    onSuccess: () => {
      toast({ title: t(`manage.${resource}.deleted`) });
      refresh();
    },
    onError,
  });
  return { create, update, remove };
}
