import type { Country } from '@domain/entities';
import type { CountryInput } from '@domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { apiJson, apiRequest } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';

export const COUNTRIES_KEY = ['/api/countries'] as const;

/** Create, update and delete of the seller's countries, with the SPEC §8 toasts and refetches. */
export function useCountryMutations(callbacks: { onCreated(): void; onUpdated(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: COUNTRIES_KEY });
    // Deleting a country deletes its fee structures too.
    void queryClient.invalidateQueries({ queryKey: ['/api/fee-structures'] });
    void queryClient.invalidateQueries({ queryKey: ['/api/fee-structures/country'] });
  };
  // SPEC §8: country management failures show the error text itself.
  const onError = (error: unknown) => toast({ title: errorMessage(error, t), variant: 'destructive' });

  const create = useMutation({
    mutationFn: (input: CountryInput) => apiJson<Country>('POST', '/api/countries', input),
    onSuccess: () => {
      toast({ title: t('manage.countries.created') });
      refresh();
      callbacks.onCreated();
    },
    onError,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: CountryInput }) =>
      apiJson<Country>('PATCH', `/api/countries/${encodeURIComponent(id)}`, input),
    onSuccess: () => {
      toast({ title: t('manage.countries.updated') });
      refresh();
      callbacks.onUpdated();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/countries/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast({ title: t('manage.countries.deleted') });
      refresh();
    },
    onError,
  });
  return { create, update, remove };
}
