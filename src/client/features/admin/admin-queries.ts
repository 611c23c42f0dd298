import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Country, FeeStructure, Service, User } from '@domain/entities';
import { useIsAdmin } from '../../lib/session/use-auth';

export type AdminUser = User;

export interface AdminSummary {
  users: number;
  countries: number;
  services: number;
  feeStructures: number;
}

export const ADMIN_KEYS = {
  summary: ['/api/admin/summary'],
  users: ['/api/admin/users'],
  services: ['/api/admin/services'],
  countries: ['/api/admin/countries'],
  feeStructures: ['/api/admin/fee-structures'],
} as const;

/** SPEC §4: admin data loads only once the admin check has passed. */
function useAdminQuery<T>(queryKey: readonly string[]) {
  const { isAdmin } = useIsAdmin();
  return useQuery<T>({ queryKey, enabled: isAdmin });
}

export const useAdminSummary = () => useAdminQuery<AdminSummary>(ADMIN_KEYS.summary);
export const useAdminUsers = () => useAdminQuery<AdminUser[]>(ADMIN_KEYS.users);
export const useAdminServices = () => useAdminQuery<Service[]>(ADMIN_KEYS.services);
export const useAdminCountries = () => useAdminQuery<Country[]>(ADMIN_KEYS.countries);
export const useAdminFeeStructures = () => useAdminQuery<FeeStructure[]>(ADMIN_KEYS.feeStructures);

type Area = 'users' | 'services' | 'countries' | 'feeStructures';

// The public lists the simulator and management screens read (their keys start with these URLs).
const PUBLIC_KEYS: Record<Exclude<Area, 'users'>, string[]> = {
  services: ['/api/services', '/api/fee-structures'],
  countries: ['/api/countries', '/api/fee-structures'],
  feeStructures: ['/api/fee-structures'],
};

/**
 * Refetches what a write changed: the admin list, the summary tiles, and the public lists the rest of
 * the app caches. A deleted service or country takes its fee structures along, so those refetch too;
 * a deleted user takes their personal rows, so every catalogue list refetches.
 */
export async function invalidateAfterWrite(client: QueryClient, area: Area): Promise<void> {
  const adminKeys = area === 'users' ? [ADMIN_KEYS.users] : area === 'feeStructures' ? [ADMIN_KEYS.feeStructures] : [ADMIN_KEYS[area], ADMIN_KEYS.feeStructures];
  const publicUrls = area === 'users' ? ['/api/services', '/api/countries', '/api/fee-structures', '/api/simulations'] : PUBLIC_KEYS[area];
  await Promise.all([
    client.invalidateQueries({ queryKey: ADMIN_KEYS.summary }),
    ...adminKeys.map((queryKey) => client.invalidateQueries({ queryKey })),
    client.invalidateQueries({
      predicate: (query) => {
        const first = query.queryKey[0];
        return typeof first === 'string' && publicUrls.some((url) => first.startsWith(url));
      },
    }),
  ]);
}
