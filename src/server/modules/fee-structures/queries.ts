import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { ListPosition } from '../../http/list-cursor';
import { winningFeeRow } from '../../../domain/fee-precedence';
import { DEFAULT_FEES, pickFeeValues, type FeeSource, type FeeValues } from '../../../domain/fees';
import type { FeeStructureInput } from '../../../domain/schemas';
import type { Viewer } from '../../http/access';
import type { Db, DbOrTx } from '../../db/client';
import { countries, feeStructures, services } from '../../db/schema';
import { AppError } from '../../errors';
import { writeCatalog } from '../../db/catalog-version';
import { findVisibleCountry } from '../countries/queries';
import { assertOwns, ownedBy, visibleToOwner, type Owner } from '../ownership';
import { visibleTo, withOwnership } from '../visibility';
import { afterCreated, createdOrder, createdText, toPage, type PageRequest } from '../list-pages';

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

/**
 * The read of one part of the fee list: the defaults (owner null) or one owner's rows, `want` of them in
 * order from the position, an index range of fee_structures_owner_created_idx (decision 0031).
 */
export function feeSegmentQuery(db: Db, ownerId: string | null, position: ListPosition | undefined, want: number) {
  const owner = ownerId === null ? isNull(feeStructures.ownerId) : eq(feeStructures.ownerId, ownerId);
  return db
    .select({ ...feeStructureColumns, position: createdText(feeStructures.createdAt) })
    .from(feeStructures)
    .where(position ? and(owner, afterCreated(feeStructures.createdAt, feeStructures.id, position)) : owner)
    .orderBy(...createdOrder(feeStructures.createdAt, feeStructures.id))
    .limit(want);
}

/**
 * One page of a seller's own fee structures, then the defaults (a guest and the admin: the defaults only),
 * so a seller finds their own on the first page however many defaults there are.
 */
export async function pageFeeStructures(db: Db, viewer: Viewer | null, request: PageRequest) {
  const want = request.limit + 1;
  const { position } = request;
  const rows = viewer && position?.segment !== 'default-fees' ? await feeSegmentQuery(db, viewer.id, position, want) : [];
  if (rows.length < want) {
    const defaultsPosition = position?.segment === 'default-fees' ? position : undefined;
    rows.push(...(await feeSegmentQuery(db, null, defaultsPosition, want - rows.length)));
  }
  const page = toPage(rows, request.limit, (row) => (row.ownerId === null ? 'default-fees' : 'own-fees'));
  return { items: page.items.map(withOwnership), nextCursor: page.nextCursor };
}

export interface ResolvedFees extends FeeValues {
  source: FeeSource;
  /** The fee structure used, or null for the built-in defaults. */
  id: string | null;
  countryId: string;
  serviceId: string | null;
}

/**
 * The fees in force for a country (and optionally a service): of the visible rows that could apply, the one
 * `winningFeeRow` ranks first (own before default, service before country; docs/product.md#fees-and-their-resolution); else the built-in fees.
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
  const best = winningFeeRow(candidates);
  if (!best) return { ...DEFAULT_FEES, source: 'built-in', id: null, countryId, serviceId: serviceId ?? null };
  return {
    ...pickFeeValues(best.row),
    source: best.source,
    id: best.row.id,
    countryId,
    serviceId: best.row.serviceId,
  };
}

/** The fee structure with this id whatever its owner, for ownership checks. */
export async function findFeeStructure(db: DbOrTx, id: string) {
  const [row] = await db.select(feeStructureColumns).from(feeStructures).where(eq(feeStructures.id, id));
  return row;
}

/** A fee structure may point only at a country (and service) its owner can see: defaults or the owner's own. */
async function assertReferencesVisible(tx: DbOrTx, owner: Owner, input: FeeStructureInput): Promise<void> {
  const [country] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(and(eq(countries.id, input.countryId), visibleToOwner(countries.ownerId, owner)));
  if (!country) throw new AppError('NOT_FOUND', 'Country not found');
  if (input.serviceId === null) return;
  const [service] = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, input.serviceId), visibleToOwner(services.ownerId, owner)));
  if (!service) throw new AppError('NOT_FOUND', 'Service not found');
}

/**
 * Creates or replaces the owner's fee structure for (country, service-or-none) (docs/product.md#fees-and-their-resolution). Saving over a
 * default therefore creates the seller's personal override and leaves the default untouched.
 */
export async function upsertFeeStructure(db: Db, owner: Owner, input: FeeStructureInput) {
  return writeCatalog(db, async (tx) => {
    await assertReferencesVisible(tx, owner, input);
    const values = { ...input, ownerId: owner };
    const [row] = await tx
      .insert(feeStructures)
      .values(values)
      .onConflictDoUpdate({
        target: [feeStructures.ownerId, feeStructures.countryId, feeStructures.serviceId],
        set: { ...pickFeeValues(input), updatedAt: new Date() },
      })
      // xmax is 0 only on a freshly inserted row version: tells a create from an update in one statement.
      .returning({ ...feeStructureColumns, created: sql<boolean>`(xmax = 0)` });
    const { created, ...rest } = row!;
    return { row: withOwnership(rest), created };
  });
}

/** Changes the owner's fee structure with this id (the admin form sends the id); 409 if the key is taken. */
export async function updateFeeStructure(db: Db, owner: Owner, id: string, input: FeeStructureInput) {
  return writeCatalog(db, async (tx) => {
    assertOwns(await findFeeStructure(tx, id), owner, 'fee structure');
    await assertReferencesVisible(tx, owner, input);
    const [clash] = await tx
      .select({ id: feeStructures.id })
      .from(feeStructures)
      .where(
        and(
          ownedBy(feeStructures.ownerId, owner),
          eq(feeStructures.countryId, input.countryId),
          input.serviceId === null ? isNull(feeStructures.serviceId) : eq(feeStructures.serviceId, input.serviceId),
          ne(feeStructures.id, id),
        ),
      );
    if (clash) throw new AppError('CONFLICT', 'A fee structure for this country and service already exists.');
    const [row] = await tx
      .update(feeStructures)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(feeStructures.id, id))
      .returning(feeStructureColumns);
    return withOwnership(row!);
  });
}

/** Deletes the owner's fee structure: a default seen by a seller → 403, anyone else's → 404. */
export async function deleteFeeStructure(db: Db, owner: Owner, id: string): Promise<void> {
  await writeCatalog(db, async (tx) => {
    assertOwns(await findFeeStructure(tx, id), owner, 'fee structure');
    await tx.delete(feeStructures).where(eq(feeStructures.id, id));
  });
}
