import { describe, expect, it } from 'vitest';
import type { OrderMapping } from './order-import';
import { summariseOrders } from './order-tally';

const MAPPING: OrderMapping = {
  columns: { orderId: 'Order', status: 'Status', amount: 'Collected' },
  statuses: { Livré: 'delivered', Retour: 'returned', 'En cours': 'inTransit', Annulé: 'notConfirmed' },
};
const HEADER = ['Order', 'Customer', 'Status', 'Collected'];
const summarise = (rows: string[][], mapping = MAPPING) => summariseOrders([HEADER, ...rows], mapping, '2026-11-20', 150);

describe('summariseOrders', () => {
  it('counts each order as a lead and sums what delivered orders collected, read by the number rule', () => {
    const result = summarise([
      ['A-1', 'Sara', 'Livré', '1 250,50'],
      ['A-2', 'Omar', 'Retour', ''],
      ['A-3', 'Lina', ' En cours ', ''],
      ['A-4', 'Adam', 'Annulé', ''],
      ['A-5', 'Nour', 'Livré', '249.50'],
    ]);
    expect(result).toEqual({
      ok: true,
      orderCount: 5,
      record: { date: '2026-11-20', leads: 5, adSpend: 150, confirmed: 4, delivered: 2, returned: 1, revenueCollected: 1500, localCurrencyInputs: [] },
      orders: ['A-1', 'A-2', 'A-3', 'A-4', 'A-5'].map((id, index) => ({ id, row: index + 2 })),
    });
  });

  it('keeps the amounts in the currency the seller says they are in (decision 0035)', () => {
    const result = summariseOrders([HEADER, ['A-1', 'Sara', 'Livré', '299']], MAPPING, '2026-11-20', 1500, ['adSpend', 'revenueCollected']);
    expect(result.ok && result.record).toMatchObject({ adSpend: 1500, revenueCollected: 299, localCurrencyInputs: ['adSpend', 'revenueCollected'] });
  });

  it('leaves the revenue out when no amount column is mapped', () => {
    const result = summarise([['A-1', 'Sara', 'Livré', 'x']], { ...MAPPING, columns: { orderId: 'Order', status: 'Status' } });
    expect(result.ok && result.record).not.toHaveProperty('revenueCollected');
  });

  it('refuses the whole file with one problem per bad row, numbered as a spreadsheet shows them', () => {
    const result = summarise([
      ['A-1', 'Sara', 'Livré', '10'],
      ['A-1', 'Omar', 'Livré', '10'],
      ['', 'Lina', 'Livré', '10'],
      ['A-4', 'Adam', 'Perdu', ''],
      ['A-5', 'Nour', 'Livré', 'ten'],
      ['A-6', 'Only three', 'Livré'],
    ]);
    expect(result).toEqual({
      ok: false,
      issues: [
        { path: 'rows.3', code: 'duplicateOrderId' },
        { path: 'rows.4', code: 'missingOrderId' },
        { path: 'rows.5', code: 'unknownStatus' },
        { path: 'rows.6', code: 'badAmount' },
        { path: 'rows.7', code: 'columnCount' },
      ],
    });
  });

  it('names a mapped column the header does not have, and a file without orders', () => {
    expect(summarise([['A-1', 'Sara', 'Livré', '1']], { ...MAPPING, columns: { orderId: 'Id', status: 'Status', amount: 'Paid' } })).toEqual({
      ok: false,
      issues: [{ path: 'columns.orderId', code: 'invalid' }, { path: 'columns.amount', code: 'invalid' }],
    });
    expect(summarise([])).toEqual({ ok: false, issues: [{ path: 'file', code: 'required' }] });
  });

  it('answers at most 50 row problems', () => {
    const rows = Array.from({ length: 80 }, (_, i) => [`A-${i}`, 'x', 'Unknown', '']);
    const result = summarise(rows);
    expect(result.ok === false && result.issues).toHaveLength(50);
  });
});
