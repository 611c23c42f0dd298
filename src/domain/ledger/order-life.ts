import type { OrderStatus } from './api-schemas';

// An order's life: new → confirmed | cancelled; confirmed → shipped → delivered | returned; delivered → paid.
// A confirmed order may still be cancelled before it ships (call centres do), and a later file may skip steps
// (new straight to delivered). A file never moves an order back unless its row says it is a correction.

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  cancelled: [],
  shipped: ['delivered', 'returned'],
  delivered: ['paid'],
  returned: [],
  paid: [],
};

const reachable = new Map<OrderStatus, ReadonlySet<OrderStatus>>();

/** Every status an order in `from` can reach moving forward (not `from` itself). */
export function forwardStatuses(from: OrderStatus): ReadonlySet<OrderStatus> {
  let found = reachable.get(from);
  if (!found) {
    const seen = new Set<OrderStatus>();
    const walk = (status: OrderStatus) => {
      for (const next of NEXT[status]) {
        if (seen.has(next)) continue;
        seen.add(next);
        walk(next);
      }
    };
    walk(from);
    found = seen;
    reachable.set(from, found);
  }
  return found;
}

/** Statuses that mean the order was confirmed on its way there. */
const CONFIRMED_STATUSES: ReadonlySet<OrderStatus> = new Set(['confirmed', 'shipped', 'delivered', 'returned', 'paid']);

export interface OrderState {
  status: OrderStatus;
  /** The order was ever confirmed (a confirmed order later cancelled still counts). */
  confirmed: boolean;
}

export type StatusMove =
  | { kind: 'same' }
  /** The file's status is behind the order's and the row is no correction: the order keeps its status. */
  | { kind: 'ignored' }
  | { kind: 'moved'; state: OrderState; correction: boolean };

/** The state an order starts in when first imported with `status`. */
export function initialState(status: OrderStatus): OrderState {
  return { status, confirmed: CONFIRMED_STATUSES.has(status) };
}

/**
 * What a file's status does to an order: forward moves apply, a move back applies only as a correction (and is
 * marked so in the history); a correction recounts "ever confirmed" from the corrected status alone.
 */
export function moveStatus(current: OrderState, next: OrderStatus, correction: boolean): StatusMove {
  if (next === current.status) return { kind: 'same' };
  if (forwardStatuses(current.status).has(next)) {
    return { kind: 'moved', state: { status: next, confirmed: current.confirmed || CONFIRMED_STATUSES.has(next) }, correction: false };
  }
  if (!correction) return { kind: 'ignored' };
  return { kind: 'moved', state: { status: next, confirmed: CONFIRMED_STATUSES.has(next) }, correction: true };
}

/** Where an order stands for counting: waiting, on its way, or settled one way or the other. */
export type StatusBucket = 'pending' | 'cancelled' | 'inTransit' | 'delivered' | 'returned';

export function statusBucket(status: OrderStatus): StatusBucket {
  switch (status) {
    case 'new':
      return 'pending';
    case 'cancelled':
      return 'cancelled';
    case 'confirmed':
    case 'shipped':
      return 'inTransit';
    case 'delivered':
    case 'paid':
      return 'delivered';
    case 'returned':
      return 'returned';
  }
}
