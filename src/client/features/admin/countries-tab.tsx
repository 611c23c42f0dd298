import type { Country } from '@domain/entities';
import type { CountryInput } from '@domain/schemas';
import { CountriesTable } from '../catalogue/tables/countries-table';
import { CountryForm } from '../catalogue/forms/country-form';
import { useAdminCountries } from './admin-queries';
import { CatalogueTab } from './catalogue-tab';

const matches = (country: Country, needle: string) =>
  country.name.toLocaleLowerCase().includes(needle) || (country.code ?? '').toLocaleLowerCase().includes(needle);

/** Countries tab: the default countries, with the management screen's table and form on the admin calls. */
export function CountriesTab() {
  return (
    <CatalogueTab<Country, CountryInput>
      area="countries"
      query={useAdminCountries()}
      matches={matches}
      Table={CountriesTable}
      Form={CountryForm}
      formIds={{ create: 'admin-country-new', edit: 'admin-country-edit' }}
    />
  );
}
