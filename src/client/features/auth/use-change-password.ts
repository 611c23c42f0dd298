import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordInputSchema } from '@domain/schemas';
import { apiJson } from '../../lib/api';

/** POST /api/auth/password: this session stays, every other session of the account ends. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: z.input<typeof changePasswordInputSchema>) => apiJson<{ ok: true; revokedShareLinks: number }>('POST', '/api/auth/password', input),
  });
}
