import { choosable } from '@domain/choosable';
import type { Country, Service } from '@domain/entities';
import { useQuery } from '@tanstack/react-query';
import { countriesQuery, feeResolutionQuery, servicesQuery } from '../../lib/catalogue-queries';

// The simulator lists what the visitor may pick: the active defaults, plus a seller's own active rows.
// The market comparison reads the same lists, so an inactive entry leaves it too.
// Module-level, so the filtered lists keep their identity between renders.
const activeServices = (rows: Service[]) => choosable(rows);
const activeCountries = (rows: Country[]) => choosable(rows);

export const useServices = () => useQuery({ ...servicesQuery('own'), select: activeServices });

export const useCountries = () => useQuery({ ...countriesQuery('own'), select: activeCountries });

/** The fee structure of the selected country (and service), only once a country is chosen. */
export const useFeeResolution = (countryId: string | undefined, serviceId: string | undefined) =>
  useQuery(feeResolutionQuery(countryId, serviceId));
