import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_CHECK_KEY, AUTH_USER_KEY, type CurrentUser } from './use-auth';

export interface SignInResult {
  user: CurrentUser;
  isAdmin: boolean;
}

export const ADMIN_BOOTSTRAP_KEY = ['/api/admin/bootstrap'] as const;

const AUTH_KEYS = new Set<string>([AUTH_USER_KEY[0], ADMIN_CHECK_KEY[0]]);

/**
 * After a sign-in the user (and, for admins, the admin check) is refreshed. The answer already
 * carries both, so the cache takes them directly (no flash of the signed-out header), and every other
 * query is refetched because lists differ per viewer (defaults plus the caller's own; docs/product.md#access-and-ownership).
 */
export function applySignIn(queryClient: QueryClient, result: SignInResult): void {
  queryClient.setQueryData(AUTH_USER_KEY, result.user);
  queryClient.setQueryData(ADMIN_CHECK_KEY, { isAdmin: result.isAdmin });
  void queryClient.invalidateQueries({ predicate: (query) => !AUTH_KEYS.has(String(query.queryKey[0])) });
}
