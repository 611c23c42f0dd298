import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@domain/schemas';
import { apiJson } from '../../lib/api';

/** POST /api/auth/password: this session stays, every other session of the account ends. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiJson<{ ok: true }>('POST', '/api/auth/password', input),
  });
}
