import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resetTokenSchema } from '@domain/schemas';
import { apiJson } from '../../lib/api';
import { AUTH_USER_KEY } from '../../lib/session/use-auth';

/** The token of the page's reset link: it rides in the URL fragment (decision 0017), or is absent. */
export function resetTokenFromLocation(): string | null {
  const token = window.location.hash.slice(1);
  return resetTokenSchema.safeParse(token).success ? token : null;
}

/** Whose password the link would set; a RESET_LINK_INVALID error when it is used, expired or unknown. */
export function useResetLink(token: string | null) {
  return useQuery({
    queryKey: ['/api/auth/password-reset/lookup', token],
    queryFn: () => apiJson<{ email: string; expiresAt: string }>('POST', '/api/auth/password-reset/lookup', { token }),
    enabled: token !== null,
    // The answer changes when the link is used; it is never shown from an earlier visit.
    gcTime: 0,
  });
}

/** Sets the new password; the server ends the link and every session of the account. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; password: string; revokeShareLinks: boolean }) =>
      apiJson<{ ok: true; revokedShareLinks: number }>('POST', '/api/auth/password-reset', input),
    // Opened in a browser signed in to that account, the header must not go on showing a session that just ended.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
  });
}
