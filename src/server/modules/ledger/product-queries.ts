import { and, asc, eq, sql } from 'drizzle-orm';
import type { Product, ProductInput, ProductPatch } from '../../../domain/ledger/api-schemas';
import type { Db, DbOrTx } from '../../db/client';
import { ledgerProducts } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';

type ProductRow = typeof ledgerProducts.$inferSelect;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    unitCost: { minor: row.unitCostMinor, currency: row.unitCostCurrency },
    price: row.priceMinor === null || row.priceCurrency === null ? null : { minor: row.priceMinor, currency: row.priceCurrency },
    countryCode: row.countryCode,
  };
}

function columnsOf(input: ProductPatch) {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.sku !== undefined && { sku: input.sku }),
    ...(input.countryCode !== undefined && { countryCode: input.countryCode }),
    ...(input.unitCost !== undefined && { unitCostMinor: input.unitCost.minor, unitCostCurrency: input.unitCost.currency }),
    ...(input.price !== undefined && { priceMinor: input.price?.minor ?? null, priceCurrency: input.price?.currency ?? null }),
  };
}

const DUPLICATE = () => new AppError('DUPLICATE_SKU', 'A product with this SKU already exists for this country.', { errors: [{ path: 'sku', message: 'SKU already used' }] });

export async function listProducts(db: DbOrTx, ownerId: string): Promise<Product[]> {
  const rows = await db.select().from(ledgerProducts).where(eq(ledgerProducts.ownerId, ownerId)).orderBy(asc(ledgerProducts.name), asc(ledgerProducts.id));
  return rows.map(toProduct);
}

export async function createProduct(db: Db, ownerId: string, input: ProductInput): Promise<Product> {
  const [row] = await db
    .insert(ledgerProducts)
    .values({ ownerId, ...columnsOf(input), name: input.name, sku: input.sku, unitCostMinor: input.unitCost.minor, unitCostCurrency: input.unitCost.currency })
    .onConflictDoNothing()
    .returning();
  if (!row) throw DUPLICATE();
  return toProduct(row);
}

export async function updateProduct(db: Db, ownerId: string, id: string, patch: ProductPatch): Promise<Product> {
  const [existing] = await db.select().from(ledgerProducts).where(and(eq(ledgerProducts.id, id), eq(ledgerProducts.ownerId, ownerId)));
  if (!existing) throw new AppError('NOT_FOUND', 'Product not found');
  const changes = columnsOf(patch);
  // A patch that names no field changes nothing: the product is answered as it is.
  if (Object.keys(changes).length === 0) return toProduct(existing);
  const next = { ...existing, ...changes };
  if (next.sku !== existing.sku || next.countryCode !== existing.countryCode) {
    const [clash] = await db
      .select({ id: ledgerProducts.id })
      .from(ledgerProducts)
      .where(and(eq(ledgerProducts.ownerId, ownerId), eq(ledgerProducts.sku, next.sku), sql`${ledgerProducts.countryCode} is not distinct from ${next.countryCode}`));
    if (clash && clash.id !== id) throw DUPLICATE();
  }
  // The check above answers the common case at the field; two edits at once can both pass it, and the unique key
  // refuses the second.
  try {
    const [row] = await db.update(ledgerProducts).set(changes).where(eq(ledgerProducts.id, id)).returning();
    return toProduct(row!);
  } catch (error) {
    throw isUniqueViolation(error, 'ledger_products_owner_sku_country_key') ? DUPLICATE() : error;
  }
}

export async function deleteProduct(db: Db, ownerId: string, id: string): Promise<void> {
  const deleted = await db.delete(ledgerProducts).where(and(eq(ledgerProducts.id, id), eq(ledgerProducts.ownerId, ownerId))).returning({ id: ledgerProducts.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Product not found');
}

/** Creates a product at unit cost 0 for each SKU a file named that the seller has none of (any country). */
export async function addMissingProducts(db: DbOrTx, ownerId: string, products: ReadonlyMap<string, { name: string; currency: string }>): Promise<void> {
  if (products.size === 0) return;
  const values = [...products].map(([sku, product]) => ({ ownerId, sku, name: product.name, unitCostMinor: 0, unitCostCurrency: product.currency }));
  for (let start = 0; start < values.length; start += 1000) {
    await db
      .insert(ledgerProducts)
      .values(values.slice(start, start + 1000))
      .onConflictDoNothing();
  }
}
