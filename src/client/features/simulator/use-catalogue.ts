import { useQuery } from '@tanstack/react-query';
import { countriesQuery, feeResolutionQuery, servicesQuery } from '../../lib/catalogue-queries';

// The simulator lists what the visitor may pick: the defaults, plus a seller's own rows.
export const useServices = () => useQuery(servicesQuery('own'));

export const useCountries = () => useQuery(countriesQuery('own'));

/** SPEC §7: the fee structure of the selected country (and service), only once a country is chosen. */
export const useFeeResolution = (countryId: string | undefined, serviceId: string | undefined) =>
  useQuery(feeResolutionQuery(countryId, serviceId));
