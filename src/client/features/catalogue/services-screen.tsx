import type { Service } from '@domain/entities';
import { sampleServicesNamed } from '@domain/sample-names';
import type { ServiceInput } from '@domain/schemas';
import type { CatalogueScope } from '../../lib/catalogue-queries';
import { servicesApi } from './api/services';
import { ServiceForm } from './forms/service-form';
import { NamedRowsScreen, type NamedKind } from './named-rows-screen';
import { ServicesTable } from './tables/services-table';

// Found by the name as stored or as shown in any language ("Partenaire COD" finds "Sample COD Partner").
const matches = (row: Service, needle: string) => row.name.toLocaleLowerCase().includes(needle) || sampleServicesNamed(needle).includes(row.name);
const SERVICES: NamedKind<Service, ServiceInput> = {
  group: 'services',
  api: servicesApi,
  matches,
  Table: ServicesTable,
  Form: ServiceForm,
};

/** /services (a seller's own services beside the read-only defaults) and the admin's default services tab. */
export function ServicesScreen({ scope }: { scope: CatalogueScope }) {
  return <NamedRowsScreen kind={SERVICES} scope={scope} />;
}
