import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@domain/schemas';
import { apiJson } from '../../lib/api';
import { applySignIn, type SignInResult } from '../../lib/session/session-cache';

/** POST /api/auth/login; on success the session caches hold the new user (docs/product.md#screens). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<SignInResult>('POST', '/api/auth/login', input),
    onSuccess: (result) => applySignIn(queryClient, result),
  });
}
