import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './api-schemas';
import { initialState, moveStatus, statusBucket } from './order-life';

describe('moveStatus', () => {
  const cases: [OrderStatus, OrderStatus, boolean, string][] = [
    ['new', 'confirmed', false, 'moved'],
    ['new', 'delivered', false, 'moved'],
    ['new', 'paid', false, 'moved'],
    ['confirmed', 'cancelled', false, 'moved'],
    ['shipped', 'returned', false, 'moved'],
    ['delivered', 'paid', false, 'moved'],
    ['delivered', 'delivered', false, 'same'],
    ['delivered', 'shipped', false, 'ignored'],
    ['delivered', 'returned', false, 'ignored'],
    ['cancelled', 'confirmed', false, 'ignored'],
    ['returned', 'delivered', false, 'ignored'],
    ['paid', 'new', false, 'ignored'],
    ['delivered', 'returned', true, 'moved'],
    ['cancelled', 'confirmed', true, 'moved'],
  ];
  it.each(cases)('%s → %s (correction %s) is %s', (from, to, correction, kind) => {
    expect(moveStatus(initialState(from), to, correction).kind).toBe(kind);
  });

  it('keeps "ever confirmed" when a confirmed order is cancelled', () => {
    const move = moveStatus(initialState('confirmed'), 'cancelled', false);
    expect(move).toEqual({ kind: 'moved', state: { status: 'cancelled', confirmed: true }, correction: false });
  });

  it('recounts "ever confirmed" from the corrected status', () => {
    const move = moveStatus(initialState('shipped'), 'new', true);
    expect(move).toEqual({ kind: 'moved', state: { status: 'new', confirmed: false }, correction: true });
  });

  it('marks a new order delivered as confirmed on its way', () => {
    expect(initialState('delivered')).toEqual({ status: 'delivered', confirmed: true });
    expect(initialState('new')).toEqual({ status: 'new', confirmed: false });
  });
});

describe('statusBucket', () => {
  it.each([
    ['new', 'pending'],
    ['confirmed', 'inTransit'],
    ['shipped', 'inTransit'],
    ['delivered', 'delivered'],
    ['paid', 'delivered'],
    ['returned', 'returned'],
    ['cancelled', 'cancelled'],
  ] as const)('%s counts as %s', (status, bucket) => expect(statusBucket(status)).toBe(bucket));
});
