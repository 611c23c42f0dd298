import { describe, expect, it } from 'vitest';
import { proposeMapping } from './import-presets';
import { fingerprint } from '../fingerprint';
import { OrderRowReader } from './order-rows';

const SHOPIFY_HEADERS = ['Name', 'Financial Status', 'Fulfillment Status', 'Currency', 'Shipping', 'Total', 'Created at', 'Lineitem quantity', 'Lineitem name', 'Lineitem price', 'Lineitem sku', 'Shipping City', 'Shipping Country'];

function read(headers: string[], rows: string[][], source: 'shopify' | 'generic' = 'shopify', importedAt?: number) {
  const reader = new OrderRowReader({ headers, mapping: proposeMapping('orders', source, headers, null), currency: 'MAD', timeZone: 'Africa/Casablanca', importedAt });
  rows.forEach((row, index) => reader.add(row, index + 2));
  return { orders: reader.finish(), errors: reader.errors.sorted() };
}

describe('OrderRowReader', () => {
  it('joins the line rows of one Shopify order and takes its order columns from the first', () => {
    const { orders, errors } = read(SHOPIFY_HEADERS, [
      ['#1001', 'pending', 'unfulfilled', 'MAD', '30.00', '628.00', '2026-03-01 10:15:32 +0100', '2', 'Argan oil', '199.00', 'ARG-1', 'Casablanca', 'MA'],
      ['#1001', '', '', '', '', '', '2026-03-01 10:15:32 +0100', '1', 'Soap', '200.00', 'SOAP', '', ''],
      ['#1002', 'pending', 'fulfilled', 'MAD', '0', '299', '2026-03-01 11:00:00 +0100', '1', 'Argan oil', '299', 'ARG-1', 'Rabat', 'MA'],
    ]);
    expect(errors).toEqual([]);
    expect(orders).toHaveLength(2);
    expect(orders![0]).toMatchObject({
      externalId: '#1001',
      placedAt: Date.parse('2026-03-01T09:15:32Z'),
      status: 'new',
      countryCode: 'MA',
      city: 'Casablanca',
      currency: 'MAD',
      totalMinor: 62800,
      deliveryFeeMinor: 3000,
      lines: [
        { sku: 'ARG-1', name: 'Argan oil', quantity: 2, unitPriceMinor: 19900 },
        { sku: 'SOAP', name: 'Soap', quantity: 1, unitPriceMinor: 20000 },
      ],
    });
    expect(orders![1]).toMatchObject({ externalId: '#1002', status: 'shipped', totalMinor: 29900 });
  });

  it('closes an order once two others have had a row since its last, and says when a closed order comes back', () => {
    const headers = ['Order ID', 'Date', 'Status', 'SKU'];
    const reader = new OrderRowReader({ headers, mapping: proposeMapping('orders', 'generic', headers, null), currency: 'MAD', timeZone: 'UTC', window: 2 });
    const ids = () => reader.takeClosed().map((order) => [order.externalId, order.lines.map((line) => line.sku)]);
    reader.add(['A', '2026-03-01', 'new', 'X'], 2);
    reader.add(['B', '2026-03-01', 'new', 'X'], 3);
    // A's second row keeps it open: B is now the order whose last row is oldest.
    reader.add(['A', '', '', 'Y'], 4);
    reader.add(['C', '2026-03-01', 'new', 'X'], 5);
    expect(ids()).toEqual([['B', ['X']]]);
    reader.add(['D', '2026-03-01', 'new', 'X'], 6);
    expect(ids()).toEqual([['A', ['X', 'Y']]]);
    expect(reader.scattered).toBe(false);
    reader.add(['A', '', '', 'Z'], 7);
    expect(reader.scattered).toBe(true);
    // Unread here (the import then reads the file whole): the orders still open.
    expect(reader.finish()?.map((order) => order.externalId)).toEqual(['C', 'D']);
  });

  it('finishes the orders still open in the order of their latest rows, passing over the rows an order left behind', () => {
    const headers = ['Order ID', 'Date', 'Status', 'SKU'];
    const reader = new OrderRowReader({ headers, mapping: proposeMapping('orders', 'generic', headers, null), currency: 'MAD', timeZone: 'UTC', window: 3 });
    reader.add(['A', '2026-03-01', 'new', 'X'], 2);
    reader.add(['B', '2026-03-01', 'new', 'X'], 3);
    reader.add(['A', '', '', 'Y'], 4);
    reader.add(['C', '2026-03-01', 'new', 'X'], 5);
    reader.add(['B', '', '', 'Y'], 6);
    // Latest rows: A 4, C 5, B 6; D makes four open orders, and A (whose row 2 is no longer its latest) closes.
    reader.add(['D', '2026-03-01', 'new', 'X'], 7);
    expect(reader.takeClosed().map((order) => order.externalId)).toEqual(['A']);
    expect(reader.finish()?.map((order) => [order.externalId, order.lines.length])).toEqual([
      ['C', 1],
      ['B', 2],
      ['D', 1],
    ]);
  });

  it('digests the JSON text of the fields stored orders were digested from, escapes included', () => {
    const headers = ['Order ID', 'Date', 'Status', 'Total', 'City', 'Courier', 'SKU', 'Product', 'Quantity', 'Unit price'];
    const reader = new OrderRowReader({ headers, mapping: proposeMapping('orders', 'generic', headers, null), currency: 'MAD', timeZone: 'UTC' });
    // A quote, a backslash, a tab, Arabic letters and a lone surrogate: JSON escapes some and keeps the others.
    reader.add(['#"1\\', '2026-03-01 10:00', 'new', '350.50', 'الدار\tالبيضاء', 'Amana "express"', 'A\ud800', 'Oil', '2', '100'], 2);
    reader.add(['#"1\\', '', '', '', '', '', 'B', 'Soap', '1', '150.50'], 3);
    const [order] = reader.finish()!;
    const expected = JSON.stringify({
      externalId: '#"1\\',
      placedAt: Date.parse('2026-03-01T10:00:00Z'),
      countryCode: null,
      city: 'الدار\tالبيضاء',
      currency: 'MAD',
      totalMinor: 35050,
      deliveryFeeMinor: 0,
      courier: 'Amana "express"',
      agent: null,
      campaign: null,
      lines: [
        { sku: 'A\ud800', name: 'Oil', quantity: 2, unitPriceMinor: 10000 },
        { sku: 'B', name: 'Soap', quantity: 1, unitPriceMinor: 15050 },
      ],
    });
    expect(order?.fingerprint).toBe(fingerprint(expected));
  });

  it('gives the same digest to the same order read twice, and another when a field changes', () => {
    const row = ['#1', 'pending', 'unfulfilled', 'MAD', '0', '100', '2026-03-01', '1', 'A', '100', 'A', 'Fes', 'MA'];
    const first = read(SHOPIFY_HEADERS, [row]).orders![0]!;
    const again = read(SHOPIFY_HEADERS, [row.map((cell, index) => (index === 2 ? 'fulfilled' : cell))]).orders![0]!;
    const changed = read(SHOPIFY_HEADERS, [row.map((cell, index) => (index === 5 ? '120' : cell))]).orders![0]!;
    expect(again.fingerprint).toBe(first.fingerprint);
    expect(changed.fingerprint).not.toBe(first.fingerprint);
  });

  it('refuses the file with every bad row, its column and reason', () => {
    const { orders, errors } = read(SHOPIFY_HEADERS, [
      ['#1', '', 'lost in space', 'MAD', '0', '100', '2026-03-01', '1', 'A', '100', 'A', 'Fes', 'MA'],
      ['#2', '', 'fulfilled', 'MAD', '0', 'abc', '2026-02-30', '0', 'A', '100', 'A', 'Fes', 'Morocco'],
      ['', '', 'fulfilled', 'MAD', '0', '1', '2026-03-01', '1', 'A', '1', 'A', '', ''],
      ['#3', '', 'fulfilled', 'XYZ', '0', '1', '2026-03-01', '1', 'A', '1', 'A', '', ''],
      ['x'.repeat(65), '', 'fulfilled', 'MAD', '0', '1', '2026-03-01', '1', 'A', '1', 'A', '', ''],
    ]);
    expect(orders).toBeNull();
    expect(errors).toEqual([
      { row: 2, column: 'status', code: 'unknownStatus', params: { value: 'lost in space' } },
      { row: 3, column: 'placedAt', code: 'invalidDate', params: { value: '2026-02-30' } },
      { row: 3, column: 'countryCode', code: 'invalidCountry', params: { value: 'Morocco' } },
      { row: 3, column: 'total', code: 'invalidAmount', params: { value: 'abc' } },
      { row: 3, column: 'quantity', code: 'invalidQuantity', params: { value: '0' } },
      { row: 4, column: 'orderId', code: 'required', params: {} },
      { row: 5, column: 'currency', code: 'invalidCurrency', params: { value: 'XYZ' } },
      { row: 6, column: 'orderId', code: 'tooLong', params: { max: 64 } },
    ]);
  });

  it('refuses two rows of one order that disagree on an order column', () => {
    const { errors } = read(SHOPIFY_HEADERS, [
      ['#1', '', 'unfulfilled', 'MAD', '0', '100', '2026-03-01', '1', 'A', '100', 'A', 'Fes', 'MA'],
      ['#1', '', '', '', '', '150', '2026-03-01', '1', 'B', '50', 'B', '', ''],
    ]);
    expect(errors).toEqual([{ row: 3, column: 'total', code: 'conflictingRows', params: { otherRow: 2 } }]);
  });

  it('refuses a file without an order id column, once, at row 0', () => {
    const { orders, errors } = read(['Date', 'Statut'], [['2026-03-01', 'Livré']], 'generic');
    expect(orders).toBeNull();
    expect(errors).toEqual([{ row: 0, column: 'orderId', code: 'missingColumn', params: { field: 'orderId' } }]);
  });

  it('refuses a file with a header and no order', () => {
    expect(read(SHOPIFY_HEADERS, []).errors).toEqual([{ row: 0, column: null, code: 'emptyFile', params: {} }]);
  });

  it('reads a courier file in French with a cancellation reason and a correction', () => {
    const { orders } = read(['Commande', 'Date', 'Statut', 'Motif', 'Correction', 'Transporteur'], [
      ['#1', '01/03/2026', 'Annulée', 'Injoignable', '', 'Amana'],
      ['#2', '01/03/2026', 'Retourné', '', 'oui', 'Amana'],
    ], 'generic');
    expect(orders).toMatchObject([
      { externalId: '#1', status: 'cancelled', cancelReason: 'unreachable', correction: false, courier: 'Amana', totalMinor: 0 },
      { externalId: '#2', status: 'returned', cancelReason: null, correction: true },
    ]);
  });

  it('reads a status date in the seller’s zone, a day alone as its midnight, and the order’s own day as no earlier than the order', () => {
    // Casablanca is UTC+1 on these days: 18:30 there is 17:30 UTC; the 5th alone is 4 April 23:00 UTC.
    const importedAt = Date.parse('2026-04-20T12:00:00Z');
    const { orders, errors } = read(
      ['Commande', 'Date', 'Statut', 'Date de livraison'],
      [
        ['#1', '01/04/2026', 'Livré', '2026-04-04 18:30'],
        ['#2', '01/04/2026', 'Livré', '05/04/2026'],
        ['#3', '2026-04-02 15:00', 'Livré', '2026-04-02'],
        ['#4', '01/04/2026', 'Livré', ''],
      ],
      'generic',
      importedAt,
    );
    expect(errors).toEqual([]);
    expect(orders!.map((order) => order.statusAt)).toEqual([
      Date.parse('2026-04-04T17:30:00Z'),
      Date.parse('2026-04-04T23:00:00Z'),
      Date.parse('2026-04-02T14:00:00Z'),
      null,
    ]);
  });

  it('refuses a status date after the import or on a day before the order, at its row', () => {
    const importedAt = Date.parse('2026-03-20T12:00:00Z');
    const { orders, errors } = read(
      ['Order ID', 'Date', 'Status', 'Status date'],
      [
        ['#1', '2026-03-01', 'delivered', '2026-03-21'],
        ['#2', '2026-03-10', 'delivered', '2026-03-09 23:00'],
        ['#3', '2026-03-10', 'delivered', '2026-03-20 12:00'],
      ],
      'generic',
      importedAt,
    );
    expect(orders).toBeNull();
    expect(errors).toEqual([
      { row: 2, column: 'statusDate', code: 'statusDateInFuture', params: { value: '2026-03-21' } },
      { row: 3, column: 'statusDate', code: 'statusDateBeforeOrder', params: { value: '2026-03-09' } },
    ]);
  });
});
