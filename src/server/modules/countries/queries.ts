import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { countryCurrencyCode } from '../../../domain/currency-code';
import type { CountryInput, CountryUpdate } from '../../../domain/schemas';
import type { Viewer } from '../../http/access';
import type { Db, DbOrTx } from '../../db/client';
import { countries } from '../../db/schema';
import { AppError } from '../../errors';
import { writeCatalog } from '../../db/catalog-version';
import { countFeeStructuresUsing } from '../fee-structures/delete-impact';
import { assertOwns, ownedBy, type Owner } from '../ownership';
import { visibleTo, withOwnership } from '../visibility';
import { isUniqueViolation } from '../../db/unique-violation';

export const countryColumns = {
  id: countries.id,
  ownerId: countries.ownerId,
  name: countries.name,
  code: countries.code,
  currency: countries.currency,
  currencyCode: countries.currencyCode,
  currencyChange: countries.currencyChange,
  taxRate: countries.taxRate,
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

const CODE_TAKEN = 'A country with this ISO code already exists.';

function codeTaken(): AppError {
  return new AppError('CONFLICT', CODE_TAKEN, { errors: [{ path: 'code', message: CODE_TAKEN, code: 'countryCodeTaken' }] });
}

/** A unique index refusal of `countries_owner_code_key`: another write took the code in between. */
const isCodeClash = (error: unknown) => isUniqueViolation(error, 'countries_owner_code_key');

/** Countries are unique per owner by ISO code: 409 naming the code field when another row has it. */
async function assertCodeFree(tx: DbOrTx, owner: Owner, code: string | null | undefined, exceptId?: string): Promise<void> {
  if (!code) return;
  const [clash] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(and(ownedBy(countries.ownerId, owner), eq(countries.code, code), exceptId ? ne(countries.id, exceptId) : undefined));
  if (clash) throw codeTaken();
}

/** Runs a write, answering a lost race for an ISO code like the check before it. */
async function refusingCodeClash<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isCodeClash(error) ? codeTaken() : error;
  }
}

/** Creates a country for an owner (a seller's id, or null for a default); 409 when the owner has its code. */
export async function createCountry(db: Db, owner: Owner, input: CountryInput) {
  return refusingCodeClash(() =>
    writeCatalog(db, async (tx) => {
      await assertCodeFree(tx, owner, input.code);
      const [row] = await tx
        .insert(countries)
        .values({ ...input, currencyCode: countryCurrencyCode(input), ownerId: owner })
        .returning(countryColumns);
      return withOwnership(row!);
    }),
  );
}

/** Changes an owner's country: a default seen by a seller → 403, anyone else's → 404, another's code → 409. */
export async function updateCountry(db: Db, owner: Owner, id: string, input: CountryUpdate) {
  const { id: bodyId, ...fields } = input;
  if (bodyId !== undefined && bodyId !== id) throw new AppError('BAD_REQUEST', 'The id in the body does not match the address.');
  return refusingCodeClash(() =>
    writeCatalog(db, async (tx) => {
      const stored = await findCountry(tx, id);
      assertOwns(stored, owner, 'country');
      await assertCodeFree(tx, owner, fields.code, id);
      const [row] = await tx
        .update(countries)
        .set({ ...fields, currencyCode: countryCurrencyCode(fields, stored), updatedAt: new Date() })
        .where(eq(countries.id, id))
        .returning(countryColumns);
      return withOwnership(row!);
    }),
  );
}

/** What deleting an owner's country would take with it, checked like the delete itself (403/404). */
export async function countryDeleteImpact(db: Db, owner: Owner, id: string) {
  assertOwns(await findCountry(db, id), owner, 'country');
  return countFeeStructuresUsing(db, owner, 'countryId', id);
}

/** Deletes an owner's country; its fee structures go with it (FK cascade, same transaction). */
export async function deleteCountry(db: Db, owner: Owner, id: string): Promise<void> {
  await writeCatalog(db, async (tx) => {
    assertOwns(await findCountry(tx, id), owner, 'country');
    await tx.delete(countries).where(eq(countries.id, id));
  });
}
