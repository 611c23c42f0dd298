import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api';
import { SHARE_LINKS_KEY } from '../../lib/share-links-key';

export interface LiveShareLink {
  id: string;
  simulationId: string;
  planName: string;
  hint: string;
  createdAt: string;
}

/** Every live share link of the signed-in seller, across all plans, newest first. */
export function useLiveShareLinks() {
  return useQuery({ queryKey: SHARE_LINKS_KEY, queryFn: () => apiJson<LiveShareLink[]>('GET', '/api/shares'), staleTime: 0 });
}

/** Revokes every live link at once; answers how many there were. */
export function useRevokeAllShareLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ revoked: number }>('DELETE', '/api/shares'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHARE_LINKS_KEY }),
  });
}
