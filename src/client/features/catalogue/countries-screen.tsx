import type { Country } from '@domain/entities';
import { countryCodesNamed } from '@domain/sample-names';
import type { CountryInput } from '@domain/schemas';
import type { CatalogueScope } from '../../lib/catalogue-queries';
import { countriesApi } from './api/countries';
import { CountryForm } from './forms/country-form';
import { NamedRowsScreen, type NamedKind } from './named-rows-screen';
import { CountriesTable } from './tables/countries-table';

// Found by the name as stored, by code, or by its standard name in any language ("Maroc" and "المغرب" find "Morocco").
const matches = (row: Country, needle: string) =>
  row.name.toLocaleLowerCase().includes(needle) ||
  (row.code ?? '').toLocaleLowerCase().includes(needle) ||
  (!!row.code && countryCodesNamed(needle).includes(row.code));
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
