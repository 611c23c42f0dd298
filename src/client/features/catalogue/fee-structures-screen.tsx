import type { FeeStructure } from '@domain/entities';
import type { FeeStructureInput } from '@domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLanguage } from '../../i18n/use-language';
import { countriesQuery, servicesQuery, type CatalogueScope } from '../../lib/catalogue-queries';
import { feeStructuresApi } from './api/fee-structures';
import { CatalogueScreen } from './catalogue-screen';
import { FeeStructureForm } from './forms/fee-structure-form';
import { feeCountryName, feeStructureLabel, FeeStructuresTable } from './tables/fee-structures-table';

/**
 * /fees and the admin's default fee structures tab. A seller may edit a default — saving makes
 * their own copy (docs/product.md#fees-and-their-resolution) — but delete only their own rows; the admin's edit changes the default itself.
 */
export function FeeStructuresScreen({ scope }: { scope: CatalogueScope }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const services = useQuery(servicesQuery(scope));
  const countries = useQuery(countriesQuery(scope));
  const unknown = t('manage.fees.unknownCountry');
  const matches = useCallback(
    // The country as shown, or as stored ("Morocco (sample)" is found by "Maroc" on a French page, and by "Morocco").
    (row: FeeStructure, needle: string) =>
      [feeCountryName(row, countries.data, unknown, language), countries.data?.find((c) => c.id === row.countryId)?.name ?? ''].some((name) =>
        name.toLocaleLowerCase().includes(needle),
      ),
    [countries.data, unknown, language],
  );
  const label = (row: FeeStructure) => feeStructureLabel(row, services.data, countries.data, unknown, language);
  const own = scope === 'own';

  return (
    <CatalogueScreen<FeeStructure, FeeStructureInput>
      scope={scope}
      group="fees"
      api={feeStructuresApi}
      refreshAlso={() => void Promise.all([services.refetch(), countries.refetch()])}
      matches={matches}
      rowName={label}
      ownEditsDefaults
      wide
      renderTable={(props) => <FeeStructuresTable {...props} services={services.data} countries={countries.data} />}
      renderForm={(props, editing) => (
        <FeeStructureForm
          {...props}
          services={services.data}
          countries={countries.data}
          // A seller's edit is an upsert on its country and service, so those stay fixed.
          lockKey={own && editing !== null}
          notice={own && editing?.isDefault ? t('manage.fees.overrideHint') : undefined}
        />
      )}
    />
  );
}
