import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { WarningMetric } from '@domain/warnings/early-warning';
import type { WarningsAnswer } from '@domain/warnings/api-schemas';
import { apiJson, apiRequest } from '../../lib/api';
import { WARNINGS_KEY } from '../../lib/warnings-key';

// The warnings feature's data access; the header's count lives under the same root, so an acknowledgement refreshes it.

// Orders change with every import: the list is read again each time a screen showing it opens.
const warningsQuery = {
  queryKey: [...WARNINGS_KEY, 'list'],
  queryFn: () => apiJson<WarningsAnswer>('GET', '/api/warnings'),
  retry: false,
  staleTime: 0,
} as const;

/** The current warnings; each answer also sets the header's count, so the two never disagree. */
export function useWarnings() {
  const queryClient = useQueryClient();
  const answer = useQuery(warningsQuery);
  const { data } = answer;
  useEffect(() => {
    if (data)
      queryClient.setQueryData([...WARNINGS_KEY, 'count'], { count: data.warnings.filter((warning) => !warning.acknowledged).length });
  }, [data, queryClient]);
  return answer;
}

export function useAcknowledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (warning: { subject: string; metric: WarningMetric }) => apiRequest('POST', '/api/warnings/acknowledge', warning),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WARNINGS_KEY }),
  });
}
