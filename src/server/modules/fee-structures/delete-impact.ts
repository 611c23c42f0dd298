import { eq, sql } from 'drizzle-orm';
import type { DeleteImpact } from '../../../domain/entities';
import type { DbOrTx } from '../../db/client';
import { feeStructures } from '../../db/schema';
import { ownedBy, type Owner } from '../ownership';

// Apart from the fee structures' queries, which read countries: the countries' and services' deletes ask this
// without importing those queries back.

/**
 * The fee structures a delete of this country or service would take with it (FK cascade): all of them,
 * and how many belong to someone other than the deleting owner (sellers' rows under a default).
 */
export async function countFeeStructuresUsing(
  db: DbOrTx,
  owner: Owner,
  reference: 'countryId' | 'serviceId',
  id: string,
): Promise<DeleteImpact> {
  const [row] = await db
    .select({
      feeStructures: sql<number>`count(*)::int`,
      othersFeeStructures: sql<number>`(count(*) filter (where not (${ownedBy(feeStructures.ownerId, owner)})))::int`,
    })
    .from(feeStructures)
    .where(eq(feeStructures[reference], id));
  return { feeStructures: row?.feeStructures ?? 0, othersFeeStructures: row?.othersFeeStructures ?? 0 };
}
