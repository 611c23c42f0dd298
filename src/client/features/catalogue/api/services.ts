import type { Service } from '@domain/entities';
import type { ServiceInput } from '@domain/schemas';
import { servicesQuery } from '../../../lib/catalogue-queries';
import { namedRowApi } from './named-row-api';

export { servicesQuery };

// The seller's services PATCH repeats the id in its body; the admin's does not.
export const servicesApi = namedRowApi<Service, ServiceInput>('services', servicesQuery, (scope, id, input) =>
  scope === 'own' ? { id, ...input } : input,
);
export const { useCreate: useCreateService, useUpdate: useUpdateService, useDelete: useDeleteService } = servicesApi;
