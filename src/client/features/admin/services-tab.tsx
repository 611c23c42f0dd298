import type { Service } from '@domain/entities';
import type { ServiceInput } from '@domain/schemas';
import { ServiceForm } from '../catalogue/forms/service-form';
import { ServicesTable } from '../catalogue/tables/services-table';
import { useAdminServices } from './admin-queries';
import { CatalogueTab } from './catalogue-tab';

const matches = (service: Service, needle: string) => service.name.toLocaleLowerCase().includes(needle);

/** Services tab: the default services, with the management screen's table and form on the admin calls. */
export function ServicesTab() {
  return (
    <CatalogueTab<Service, ServiceInput>
      area="services"
      query={useAdminServices()}
      matches={matches}
      Table={ServicesTable}
      Form={ServiceForm}
      formIds={{ create: 'admin-service-new', edit: 'admin-service-edit' }}
    />
  );
}
