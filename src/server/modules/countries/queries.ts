import { and, asc, eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { countries } from '../../db/schema';
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
export async function findVisibleCountry(db: Db, viewer: Viewer | null, id: string) {
  const [row] = await db
    .select(countryColumns)
    .from(countries)
    .where(and(eq(countries.id, id), visibleTo(countries.ownerId, viewer)));
  return row ? withOwnership(row) : undefined;
}
