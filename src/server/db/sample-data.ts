import { count } from 'drizzle-orm';
import { DEFAULT_FEES, type FeeValues } from '../../domain/fees';
import type { Db } from './client';
import { countries, feeStructures, services, users } from './schema';

// A small, clearly labelled sample catalogue so the simulator is useful at first start (docs/product.md#operations).
// Figures are plausible examples, not any provider's real prices.
const SAMPLE_COUNTRIES = [
  { name: 'Saudi Arabia', code: 'SA', currency: 'Saudi Riyal (SAR)', currencyCode: 'SAR', currencyChange: 3.75 },
  { name: 'United Arab Emirates', code: 'AE', currency: 'UAE Dirham (AED)', currencyCode: 'AED', currencyChange: 3.6725 },
  { name: 'Morocco', code: 'MA', currency: 'Moroccan Dirham (MAD)', currencyCode: 'MAD', currencyChange: 10 },
  { name: 'Libya', code: 'LY', currency: 'Libyan Dinar (LYD)', currencyCode: 'LYD', currencyChange: 4.85 },
] as const;

const SAMPLE_SERVICES = [
  { name: 'Sample COD Partner', icon: '📦', color: '#0f766e' },
  { name: 'Sample Express', icon: '🚚', color: '#b45309' },
] as const;

const SAMPLE_FEES: Record<string, Partial<FeeValues>> = {
  SA: { confirmedRate: 35, deliveredRate: 65, orderFees: 0.5, confirmedLead: 1, deliveredLead: 1, shippingDelivered: 5, shippingReturned: 3, serviceFees: 4 },
  AE: { confirmedRate: 40, deliveredRate: 70, orderFees: 0.5, confirmedLead: 1, deliveredLead: 1.5, shippingDelivered: 6, shippingReturned: 4, serviceFees: 4 },
  MA: { confirmedRate: 45, deliveredRate: 55, orderFees: 0.3, confirmedLead: 0.8, deliveredLead: 0.8, shippingDelivered: 3, shippingReturned: 2, serviceFees: 5 },
  LY: { confirmedRate: 40, deliveredRate: 60, orderFees: 0.4, confirmedLead: 1, deliveredLead: 1, shippingDelivered: 4, shippingReturned: 2.5, serviceFees: 5 },
};

/** Loads the sample catalogue into an empty database; does nothing once any user or catalogue row exists. */
export async function loadSampleData(db: Db): Promise<boolean> {
  const counts = await Promise.all(
    [countries, services, users].map((table) => db.select({ value: count() }).from(table)),
  );
  const existing = counts.reduce((sum, [row]) => sum + Number(row?.value ?? 0), 0);
  if (existing > 0) return false;
  // Lists show the oldest first: each sample row is a millisecond younger than the one before it, so they are listed
  // in the order above rather than in the random order of their ids (one insert gives every row the same time).
  const loadedAt = Date.now();
  const inListOrder = <T extends object>(rows: readonly T[]) => rows.map((row, i) => ({ ...row, createdAt: new Date(loadedAt + i) }));
  await db.transaction(async (tx) => {
    const insertedCountries = await tx
      .insert(countries)
      .values(inListOrder(SAMPLE_COUNTRIES.map((c) => ({ ...c, name: `${c.name} (sample)` }))))
      .returning({ id: countries.id, code: countries.code });
    const [first, second] = await tx
      .insert(services)
      .values(inListOrder(SAMPLE_SERVICES))
      .returning({ id: services.id });
    for (const country of insertedCountries) {
      const fees = { ...DEFAULT_FEES, ...SAMPLE_FEES[country.code ?? ''] };
      await tx.insert(feeStructures).values([
        // A country-wide default, used until a service is chosen.
        { ...fees, countryId: country.id, serviceId: null },
        { ...fees, countryId: country.id, serviceId: first!.id },
        // The second service is dearer to deliver, so comparisons have something to show.
        { ...fees, shippingDelivered: fees.shippingDelivered + 1, countryId: country.id, serviceId: second!.id },
      ]);
    }
  });
  return true;
}
