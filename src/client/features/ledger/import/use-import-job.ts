import { useQuery } from '@tanstack/react-query';
import { fetchImportJob } from '../api';

const POLL_MS = 400;

/** An import's progress as the server reports it, asked again until it is done or refused. */
export function useImportJob(id: string | null) {
  return useQuery({
    queryKey: ['ledger', 'import-job', id],
    queryFn: () => fetchImportJob(id!),
    enabled: id !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'done' || state === 'refused' || query.state.status === 'error' ? false : POLL_MS;
    },
    staleTime: 0,
  });
}
