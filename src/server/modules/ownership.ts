import { type AnyColumn, eq, isNull, or, type SQL } from 'drizzle-orm';
import { AppError } from '../errors';

/** Who a catalogue write acts for: a seller's id, or null for the administrators' defaults (docs/product.md#access-and-ownership). */
export type Owner = string | null;

/**
 * Refuses a write to a row the owner does not own. A seller touching a default gets 403 with a clear
 * message; any other foreign row (another seller's, or a seller's row seen from the admin side) is
 * answered exactly like a missing one, so its existence is not revealed.
 */
export function assertOwns<T extends { ownerId: string | null }>(row: T | undefined, owner: Owner, what: string): asserts row is T {
  if (row && row.ownerId === owner) return;
  if (row && row.ownerId === null && owner !== null) {
    throw new AppError('DEFAULT_READ_ONLY', `This ${what} is a default and can only be changed by an administrator.`);
  }
  throw new AppError('NOT_FOUND', `${what[0]!.toUpperCase()}${what.slice(1)} not found`);
}

/** Rows an owner may reference: the defaults, plus a seller's own (an owner of null sees only defaults). */
export function visibleToOwner(ownerColumn: AnyColumn, owner: Owner): SQL {
  return owner === null ? isNull(ownerColumn) : (or(isNull(ownerColumn), eq(ownerColumn, owner)) as SQL);
}

/** The row of exactly this owner (null = the defaults). */
export function ownedBy(ownerColumn: AnyColumn, owner: Owner): SQL {
  return owner === null ? isNull(ownerColumn) : eq(ownerColumn, owner);
}
