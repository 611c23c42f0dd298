import { and, asc, eq, sql } from 'drizzle-orm';
import type { CountryInput, CountryUpdate } from '../../../domain/schemas';
import type { Viewer } from '../../http/access';
import type { Db, DbOrTx } from '../../db/client';
import { countries } from '../../db/schema';
import { AppError } from '../../errors';
import { writeCatalog } from '../../db/catalog-version';
import { assertOwns, type Owner } from '../ownership';
import { visibleTo, withOwnership } from '../visibility';

export const countryColumns = {
  id: countries.id,
  ownerId: countries.ownerId,
  name: countries.name,
  code: countries.code,
  currency: countries.currency,
  currencyChange: countries.currencyChange,
  status: countries.status,
  createdAt: countries.createdAt,
  updatedAt: countries.updatedAt,
};

/** Default countries plus the viewer's own, defaults first, then oldest first. */
export async function listCountries(db: Db, viewer: Viewer | null) {
  const rows = await db
    .select(countryColumns)
    .from(countries)
    .where(visibleTo(countries.ownerId, viewer))
    .orderBy(sql`${countries.ownerId} is not null`, asc(countries.createdAt), asc(countries.id));
  return rows.map(withOwnership);
}

/** A country the viewer may see, or undefined. */
export async function findVisibleCountry(db: DbOrTx, viewer: Viewer | null, id: string) {
  const [row] = await db
    .select(countryColumns)
    .from(countries)
    .where(and(eq(countries.id, id), visibleTo(countries.ownerId, viewer)));
  return row ? withOwnership(row) : undefined;
}

/** The country with this id whatever its owner, for ownership checks. */
export async function findCountry(db: DbOrTx, id: string) {
  const [row] = await db.select(countryColumns).from(countries).where(eq(countries.id, id));
  return row;
}

/** Creates a country for an owner (a seller's id, or null for a default). */
export async function createCountry(db: Db, owner: Owner, input: CountryInput) {
  return writeCatalog(db, async (tx) => {
    const [row] = await tx
      .insert(countries)
      .values({ ...input, ownerId: owner })
      .returning(countryColumns);
    return withOwnership(row!);
  });
}

/** Changes an owner's country: a default seen by a seller → 403, anyone else's → 404. */
export async function updateCountry(db: Db, owner: Owner, id: string, input: CountryUpdate) {
  const { id: bodyId, ...fields } = input;
  if (bodyId !== undefined && bodyId !== id) throw new AppError('BAD_REQUEST', 'The id in the body does not match the address.');
  return writeCatalog(db, async (tx) => {
    assertOwns(await findCountry(tx, id), owner, 'country');
    const [row] = await tx
      .update(countries)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(countries.id, id))
      .returning(countryColumns);
    return withOwnership(row!);
  });
}

/** Deletes an owner's country; its fee structures go with it (FK cascade, same transaction). */
export async function deleteCountry(db: Db, owner: Owner, id: string): Promise<void> {
  await writeCatalog(db, async (tx) => {
    assertOwns(await findCountry(tx, id), owner, 'country');
    await tx.delete(countries).where(eq(countries.id, id));
  });
}
