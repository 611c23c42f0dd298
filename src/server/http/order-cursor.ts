import { cursorParts, UUID } from './history-cursor';

// The orders list's page position: an opaque base64url JSON array [placedAt as an ISO instant, id], newest
// first. The query schema reads it, so a cursor that is not one of ours is an invalid field like any other.

export interface OrderPosition {
  placedAt: string;
  id: string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function writeOrderCursor(position: OrderPosition): string {
  return btoa(JSON.stringify([position.placedAt, position.id])).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function readOrderCursor(cursor: string): OrderPosition | undefined {
  const parts = cursorParts(cursor, 2);
  if (!parts) return undefined;
  const [placedAt, id] = parts;
  if (typeof placedAt !== 'string' || !ISO_INSTANT.test(placedAt) || Number.isNaN(Date.parse(placedAt)) || typeof id !== 'string' || !UUID.test(id)) return undefined;
  return { placedAt, id };
}
