import type { Service } from '@domain/entities';
import type { ServiceInput } from '@domain/schemas';
import { CatalogueScreen } from './catalogue-screen';
import { ServiceForm } from './forms/service-form';
import { ServicesTable } from './tables/services-table';

const matches = (row: Service, needle: string) => row.name.toLocaleLowerCase().includes(needle);

/** SPEC §2 /services: the defaults (read-only, badged) and the seller's own services, searchable and paged. */
export function ServicesScreen() {
  return (
    <CatalogueScreen<Service, ServiceInput>
      resource="services"
      endpoint="/api/services"
      failureToast="titled"
      idInUpdateBody
      matches={matches}
      Table={ServicesTable}
      Form={ServiceForm}
      formIds={{ create: 'new-service', edit: 'edit-service' }}
    />
  );
}
