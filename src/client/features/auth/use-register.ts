import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput } from '@domain/schemas';
import { apiJson } from '../../lib/api';
import { applySignIn, type SignInResult } from '../../lib/session/session-cache';

/** POST /api/auth/register; the server signs the new user in (201 with a session cookie). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiJson<SignInResult>('POST', '/api/auth/register', input),
    onSuccess: (result) => applySignIn(queryClient, result),
  });
}
