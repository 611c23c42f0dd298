import { describe, expect, it } from 'vitest';
import { readCancelReason, readStatus, readYes } from './status-words';

describe('readStatus', () => {
  it.each([
    ['pending', 'new'],
    ['wc-on-hold', 'new'],
    ['Unfulfilled', 'new'],
    ['wc-processing', 'confirmed'],
    ['Confirmée', 'confirmed'],
    ['تم التأكيد', 'confirmed'],
    ['fulfilled', 'shipped'],
    ['En cours de livraison', 'shipped'],
    ['Livré', 'delivered'],
    ['LIVREE', 'delivered'],
    ['wc-completed', 'delivered'],
    ['تم التوصيل', 'delivered'],
    ['Retourné', 'returned'],
    ['Refusé', 'returned'],
    ['مرتجع', 'returned'],
    ['Annulée', 'cancelled'],
    ['wc-cancelled', 'cancelled'],
    ['paid', 'paid'],
    ['تم الدفع', 'paid'],
  ] as const)('reads %s as %s', (word, status) => expect(readStatus(word)).toBe(status));

  it.each(['', 'shipped?', 'lost', 'livraison'])('refuses %j', (word) => expect(readStatus(word)).toBeNull());
});

describe('readCancelReason', () => {
  it.each([
    ['Fake', 'fake'],
    ['Doublon', 'duplicate'],
    ['Injoignable', 'unreachable'],
    ['لا يرد', 'unreachable'],
    ['refusé', 'refused'],
    ['Autre', 'other'],
  ] as const)('reads %s as %s', (word, reason) => expect(readCancelReason(word)).toBe(reason));
  it('refuses a word it does not know', () => expect(readCancelReason('weather')).toBeNull());
});

describe('readYes', () => {
  it.each([['oui', true], ['Yes', true], ['نعم', true], ['1', true], ['', false], ['no', false], ['non', false]] as const)('%j → %s', (text, yes) =>
    expect(readYes(text)).toBe(yes),
  );
});
