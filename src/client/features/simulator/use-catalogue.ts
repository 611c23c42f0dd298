import { useQuery } from '@tanstack/react-query';
import type { Country, ResolvedFeeStructure, Service } from '@domain/entities';
import { apiJson } from '../../lib/api';

export const SERVICES_KEY = ['/api/services'] as const;
export const COUNTRIES_KEY = ['/api/countries'] as const;

export function useServices() {
  return useQuery<Service[]>({ queryKey: SERVICES_KEY });
}

export function useCountries() {
  return useQuery<Country[]>({ queryKey: COUNTRIES_KEY });
}

/** SPEC §7: the fee structure of the selected country (and service), only once a country is chosen. */
export function useFeeResolution(countryId: string | undefined, serviceId: string | undefined) {
  return useQuery<ResolvedFeeStructure>({
    queryKey: ['/api/fee-structures/country', countryId, serviceId ?? null],
    queryFn: () =>
      apiJson<ResolvedFeeStructure>(
        'GET',
        `/api/fee-structures/country/${encodeURIComponent(countryId!)}${serviceId ? `?serviceId=${encodeURIComponent(serviceId)}` : ''}`,
      ),
    enabled: !!countryId,
  });
}
