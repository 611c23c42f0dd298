import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WarningMetric } from '@domain/warnings/early-warning';
import type { WarningsAnswer } from '@domain/warnings/api-schemas';
import { apiJson, apiRequest } from '../../lib/api';
import { WARNINGS_KEY } from '../../lib/warnings-key';

// The warnings feature's data access; the header's count lives under the same root, so an acknowledgement refreshes it.

export const warningsQuery = {
  queryKey: [...WARNINGS_KEY, 'list'],
  queryFn: () => apiJson<WarningsAnswer>('GET', '/api/warnings'),
  retry: false,
} as const;

export function useAcknowledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (warning: { subject: string; metric: WarningMetric }) => apiRequest('POST', '/api/warnings/acknowledge', warning),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WARNINGS_KEY }),
  });
}
