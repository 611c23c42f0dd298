import type { Country } from '@domain/entities';
import type { CountryInput } from '@domain/schemas';
import { CatalogueScreen } from './catalogue-screen';
import { CountriesTable } from './tables/countries-table';
import { CountryForm } from './forms/country-form';

const matches = (row: Country, needle: string) =>
  row.name.toLocaleLowerCase().includes(needle) || (row.code ?? '').toLocaleLowerCase().includes(needle);

/** SPEC §2 /countries: the defaults (read-only, badged) and the seller's own countries, searchable by name or code. */
export function CountriesScreen() {
  return (
    <CatalogueScreen<Country, CountryInput>
      resource="countries"
      endpoint="/api/countries"
      failureToast="raw"
      idInUpdateBody={false}
      matches={matches}
      Table={CountriesTable}
      Form={CountryForm}
      formIds={{ create: 'new-country', edit: 'edit-country' }}
    />
  );
}
