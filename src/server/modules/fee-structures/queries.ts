import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { DEFAULT_FEES, FEE_KEYS, type FeeSource, type FeeValues } from '../../../domain/fees';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { feeStructures } from '../../db/schema';
import { AppError } from '../../errors';
import { findVisibleCountry } from '../countries/queries';
import { visibleTo, withOwnership } from '../visibility';

export const feeStructureColumns = {
  id: feeStructures.id,
  ownerId: feeStructures.ownerId,
  countryId: feeStructures.countryId,
  serviceId: feeStructures.serviceId,
  confirmedRate: feeStructures.confirmedRate,
  deliveredRate: feeStructures.deliveredRate,
  orderFees: feeStructures.orderFees,
  confirmedLead: feeStructures.confirmedLead,
  deliveredLead: feeStructures.deliveredLead,
  shippingDelivered: feeStructures.shippingDelivered,
  shippingReturned: feeStructures.shippingReturned,
  serviceFees: feeStructures.serviceFees,
  createdAt: feeStructures.createdAt,
  updatedAt: feeStructures.updatedAt,
};

/** Default fee structures plus the viewer's own. */
export async function listFeeStructures(db: Db, viewer: Viewer | null) {
  const rows = await db
    .select(feeStructureColumns)
    .from(feeStructures)
    .where(visibleTo(feeStructures.ownerId, viewer))
    .orderBy(sql`${feeStructures.ownerId} is not null`, asc(feeStructures.createdAt), asc(feeStructures.id));
  return rows.map(withOwnership);
}

export interface ResolvedFees extends FeeValues {
  source: FeeSource;
  /** The fee structure used, or null for the built-in defaults. */
  id: string | null;
  countryId: string;
  serviceId: string | null;
}

function pickFees(row: FeeValues): FeeValues {
  return Object.fromEntries(FEE_KEYS.map((key) => [key, row[key]])) as unknown as FeeValues;
}

/**
 * The fees in force for a country (and optionally a service), most specific first (DESIGN §3):
 * own (country, service) → own (country, none) → default (country, service) → default (country, none) → built-in.
 */
export async function resolveFeeStructure(
  db: Db,
  viewer: Viewer | null,
  countryId: string,
  serviceId: string | undefined,
): Promise<ResolvedFees> {
  const country = await findVisibleCountry(db, viewer, countryId);
  if (!country) throw new AppError('NOT_FOUND', 'Country not found');
  const serviceMatch = serviceId
    ? or(eq(feeStructures.serviceId, serviceId), isNull(feeStructures.serviceId))
    : isNull(feeStructures.serviceId);
  const candidates = await db
    .select(feeStructureColumns)
    .from(feeStructures)
    .where(and(eq(feeStructures.countryId, countryId), visibleTo(feeStructures.ownerId, viewer), serviceMatch));
  const rank = (row: (typeof candidates)[number]): [number, FeeSource] => {
    const own = row.ownerId !== null;
    const specific = row.serviceId !== null;
    if (own) return specific ? [0, 'own-service'] : [1, 'own-country'];
    return specific ? [2, 'default-service'] : [3, 'default-country'];
  };
  const best = candidates.map((row) => ({ row, rank: rank(row) })).sort((a, b) => a.rank[0] - b.rank[0])[0];
  if (!best) return { ...DEFAULT_FEES, source: 'built-in', id: null, countryId, serviceId: serviceId ?? null };
  return {
    ...pickFees(best.row),
    source: best.rank[1],
    id: best.row.id,
    countryId,
    serviceId: best.row.serviceId,
  };
}
