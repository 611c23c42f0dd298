import { DEFAULT_FEES } from '../../domain/fees';
import type { Db } from '../db/client';
import { countries, feeStructures, services } from '../db/schema';

// Rows inserted straight into the database, e.g. administrator defaults (owner NULL) before the admin API exists.

export async function insertService(db: Db, ownerId: string | null, name = `Service ${crypto.randomUUID().slice(0, 6)}`) {
  const [row] = await db.insert(services).values({ ownerId, name, icon: '📦', color: '#123456' }).returning();
  return row!;
}

export async function insertCountry(
  db: Db,
  ownerId: string | null,
  name = `Country ${crypto.randomUUID().slice(0, 6)}`,
  code: string | null = null,
) {
  const [row] = await db
    .insert(countries)
    .values({ ownerId, name, code, currency: 'Saudi Riyal (SAR)', currencyCode: 'SAR', currencyChange: 3.75 })
    .returning();
  return row!;
}

export async function insertFeeStructure(db: Db, ownerId: string | null, countryId: string, serviceId: string | null = null) {
  const [row] = await db
    .insert(feeStructures)
    .values({ ...DEFAULT_FEES, ownerId, countryId, serviceId })
    .returning();
  return row!;
}
