import { type AnyColumn, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Viewer } from '../http/access';

/** Rows a viewer may see: the defaults (owner NULL) plus, for a signed-in seller, their own (docs/product.md#access-and-ownership). */
export function visibleTo(ownerColumn: AnyColumn, viewer: Viewer | null): SQL {
  return viewer ? (or(isNull(ownerColumn), eq(ownerColumn, viewer.id)) as SQL) : isNull(ownerColumn);
}

/** Adds the ownership markers every list row carries. */
export function withOwnership<T extends { ownerId: string | null }>(row: T): T & { isDefault: boolean } {
  return { ...row, isDefault: row.ownerId === null };
}
