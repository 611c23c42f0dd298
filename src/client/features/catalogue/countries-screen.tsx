import type { Country } from '@domain/entities';
import type { CountryInput } from '@domain/schemas';
import type { CatalogueScope } from '../../lib/catalogue-queries';
import { countriesApi } from './api/countries';
import { CountryForm } from './forms/country-form';
import { NamedRowsScreen, type NamedKind } from './named-rows-screen';
import { CountriesTable } from './tables/countries-table';

const matches = (row: Country, needle: string) =>
  row.name.toLocaleLowerCase().includes(needle) || (row.code ?? '').toLocaleLowerCase().includes(needle);
const COUNTRIES: NamedKind<Country, CountryInput> = {
  group: 'countries',
  api: countriesApi,
  matches,
  Table: CountriesTable,
  Form: CountryForm,
};

/** /countries (searchable by name or code) and the admin's default countries tab. */
export function CountriesScreen({ scope }: { scope: CatalogueScope }) {
  return <NamedRowsScreen kind={COUNTRIES} scope={scope} />;
}
