import type { FeeStructure } from '@domain/entities';
import type { FeeStructureInput } from '@domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/use-toast';
import { apiJson, apiRequest } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';

export const FEE_STRUCTURES_KEY = ['/api/fee-structures'] as const;

/** Save (upsert) and delete of the seller's fee structures, with the SPEC §8 toasts and refetches. */
export function useFeeStructureMutations(callbacks: { onSaved(mode: 'create' | 'edit'): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: FEE_STRUCTURES_KEY });
    void queryClient.invalidateQueries({ queryKey: ['/api/fee-structures/country'] });
  };
  // SPEC §8: fee management failures show the error text itself.
  const onError = (error: unknown) => toast({ title: errorMessage(error, t), variant: 'destructive' });

  // SPEC §7: create and edit both POST the full body; the server upserts on (caller, country, service).
  const save = useMutation({
    mutationFn: ({ input }: { input: FeeStructureInput; mode: 'create' | 'edit' }) =>
      apiJson<FeeStructure>('POST', '/api/fee-structures', input),
    onSuccess: (_row, { mode }) => {
      toast({ title: t(mode === 'create' ? 'manage.fees.created' : 'manage.fees.updated') });
      refresh();
      callbacks.onSaved(mode);
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/fee-structures/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast({ title: t('manage.fees.deleted') });
      refresh();
    },
    onError,
  });
  return { save, remove };
}
