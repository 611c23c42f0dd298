import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/error-message';
import { invalidateAfterWrite } from './admin-queries';

export interface AdminMutationOptions<TVariables, TResult> {
  area: Parameters<typeof invalidateAfterWrite>[1];
  run(variables: TVariables): Promise<TResult>;
  /** The success toast (SPEC §8). */
  success(result: TResult, variables: TVariables): { title: string; description?: string };
  onDone?(result: TResult, variables: TVariables): void;
  /** After the error toast, e.g. a confirmation dialog closes; a form dialog stays open to be fixed. */
  onFailed?(): void;
}

/**
 * A dashboard write: refetches what it changed, then shows the success toast; every failure is shown as
 * an "Error" toast with the server's reason (we close the spec's gap of silent admin deletes).
 */
export function useAdminMutation<TVariables, TResult = unknown>(options: AdminMutationOptions<TVariables, TResult>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: options.run,
    onSuccess: async (result, variables) => {
      options.onDone?.(result, variables);
      toast(options.success(result, variables));
      await invalidateAfterWrite(client, options.area);
    },
    onError: (error) => {
      toast({ title: t('errors.title'), description: errorMessage(error, t), variant: 'destructive' });
      options.onFailed?.();
    },
  });
}
