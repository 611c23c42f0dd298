import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminRegisterInputSchema } from '@domain/schemas';
import { apiJson } from '../../lib/api';
import { ADMIN_BOOTSTRAP_KEY, applySignIn, type SignInResult } from '../../lib/session/session-cache';
import { AUTH_USER_KEY } from '../../lib/session/use-auth';

export type AdminRegisterInput = z.infer<typeof adminRegisterInputSchema>;

/** Whether an administrator exists; lets /admin/register explain itself instead of offering a form that can only fail. */
export function useAdminBootstrap() {
  const query = useQuery<{ adminExists: boolean }>({
    queryKey: ADMIN_BOOTSTRAP_KEY,
    // Another tab or the command line may have created the first admin meanwhile: ask again on each visit.
    staleTime: 0,
  });
  return { adminExists: query.data?.adminExists === true, isLoading: query.isLoading };
}

/**
 * POST /api/admin/register. The first admin is signed in by the answer; an admin adding another keeps
 * their own session, so only the first case replaces the cached user.
 */
export function useAdminRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminRegisterInput) => apiJson<SignInResult>('POST', '/api/admin/register', input),
    onSuccess: async (result) => {
      const signedIn = queryClient.getQueryData(AUTH_USER_KEY);
      if (!signedIn) applySignIn(queryClient, result);
      await queryClient.invalidateQueries({ queryKey: ADMIN_BOOTSTRAP_KEY });
    },
  });
}
