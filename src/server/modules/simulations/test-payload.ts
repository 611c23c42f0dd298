import type { SimulationPayload } from '../../../domain/schemas';

/** A valid save body for the plan tests (issue 19). */
export const PLAN_PAYLOAD: SimulationPayload = {
  serviceName: 'Express COD',
  countryName: 'Morocco',
  countryCurrency: 'Dirham (MAD)',
  totalLeads: 300,
  adsCost: 1.2,
  productCost: 3.5,
  averageAOV: 41,
  confirmedRate: 42,
  deliveredRate: 61,
  orderFees: 0.5,
  confirmedLead: 1,
  deliveredLead: 0.8,
  shippingDelivered: 4,
  shippingReturned: 2.5,
  serviceFees: 4,
};
