import type { Country } from '@domain/entities';
import type { CountryInput } from '@domain/schemas';
import { countriesQuery } from '../../../lib/catalogue-queries';
import { namedRowApi } from './named-row-api';

export { countriesQuery };

export const countriesApi = namedRowApi<Country, CountryInput>('countries', countriesQuery);
export const { useCreate: useCreateCountry, useUpdate: useUpdateCountry, useDelete: useDeleteCountry } = countriesApi;
