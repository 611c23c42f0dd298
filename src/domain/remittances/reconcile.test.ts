import { describe, expect, it } from 'vitest';
import { money } from '../money';
import { cashOf, expectedFor, reconcile, tariffIn, type LedgerOrderFacts, type StatementLine } from './reconcile';

// One courier in Morocco, worked by hand. Fee structure (dollars): shipping delivered 3, returned 1.5, per lead 0,
// per confirmed 0.5, per delivered 1, COD 5 %; 10 MAD per dollar; VAT on fees 20 %. In MAD:
// shipping 30.00 / 15.00, call centre 15.00 delivered (0 + 0.5 + 1 = 1.5 $) / 5.00 returned (0.5 $).
const FEES = { confirmedRate: 50, deliveredRate: 60, orderFees: 0, confirmedLead: 0.5, deliveredLead: 1, shippingDelivered: 3, shippingReturned: 1.5, serviceFees: 5 };
const TARIFF = tariffIn(FEES, 'MAD', 10, 20);
const mad = (minor: number) => money(minor, 'MAD');

function order(orderId: string, totalMinor: number, feeMinor: number, status: string, settledDay: string | null): LedgerOrderFacts {
  return { orderId, status, settledDay, ofCourier: true, expected: expectedFor({ total: mad(totalMinor), deliveryFee: mad(feeMinor), returned: status === 'returned' }, TARIFF) };
}

function line(statementId: string, day: string, row: number, orderId: string, collected: number, fees: Record<string, number> | null, totalFees: number, remitted: number): StatementLine {
  return {
    statementId,
    sequence: Number(statementId.replace(/\D/g, '')) || 0,
    reference: statementId,
    day,
    row,
    orderId,
    collected: mad(collected),
    fees: fees && Object.fromEntries(Object.entries(fees).map(([type, minor]) => [type, mad(minor)])),
    totalFees: mad(totalFees),
    remitted: mad(remitted),
  };
}

describe('tariffIn and expectedFor', () => {
  it('converts the dollar fees once and works out a delivered order to the cent', () => {
    expect(TARIFF).toEqual({ shippingDelivered: mad(3000), shippingReturned: mad(1500), callCenterDelivered: mad(1500), callCenterReturned: mad(500), codPercent: 5, vatPercent: 20 });
    // 299.00 + 20.00 = 319.00 collected; COD 5 % = 15.95; fees 30 + 15.95 + 15 = 60.95; VAT 20 % = 12.19;
    // all fees 73.14; remitted 319.00 − 73.14 = 245.86.
    expect(expectedFor({ total: mad(29900), deliveryFee: mad(2000), returned: false }, TARIFF)).toEqual({
      collection: mad(31900),
      fees: { shipping: mad(3000), cod: mad(1595), callCenter: mad(1500), vat: mad(1219) },
      totalFees: mad(7314),
      remittance: mad(24586),
    });
  });

  it('charges a returned order its return shipping, the fees before delivery and their VAT: a negative remittance', () => {
    // 15.00 + 5.00 = 20.00; VAT 4.00; remitted −24.00.
    expect(expectedFor({ total: mad(25000), deliveryFee: mad(2000), returned: true }, TARIFF)).toEqual({
      collection: mad(0),
      fees: { shipping: mad(1500), cod: mad(0), callCenter: mad(500), vat: mad(400) },
      totalFees: mad(2400),
      remittance: mad(-2400),
    });
  });

  it('rounds the COD share half away from zero, once', () => {
    // 0.5 % of 1.01 MAD (101) is 0.505 minor → 1.
    expect(expectedFor({ total: mad(101), deliveryFee: mad(0), returned: false }, { ...TARIFF, codPercent: 0.5 }).fees.cod).toEqual(mad(1));
  });
});

// The statement worked by hand, every class once (today 2026-03-31, payout delay 7, late after 7 + 7 = 14 days):
//   A-1 319.00 collected, fees as the tariff: clean in statement S1; again in S2: paidTwice −245.86.
//   A-2 450.00 expected, 400.00 collected: shortCollection 50.00.
//   A-3 199 + 20 = 219.00; shipping charged 35.00 against 30.00: feeAboveTariff (shipping) 5.00.
//   A-4 returned in the ledger, 200.00 remitted: paidButReturned, expected −24.00, difference −224.00.
//   A-5 delivered 2026-03-10 (21 days), in no statement: unpaidDelivered 40.00 (100.00 − 30 − 5 − 15 − VAT 10).
//   A-6 delivered 2026-03-25 (6 days), in no statement: not late yet.
//   X-9 unknown to the ledger, 50.00 remitted: unknownOrder −50.00.
const ORDERS = [
  order('A-1', 29900, 2000, 'delivered', '2026-03-05'),
  order('A-2', 45000, 0, 'delivered', '2026-03-05'),
  order('A-3', 19900, 2000, 'delivered', '2026-03-05'),
  order('A-4', 25000, 2000, 'returned', '2026-03-06'),
  order('A-5', 10000, 0, 'delivered', '2026-03-10'),
  order('A-6', 15000, 2000, 'delivered', '2026-03-25'),
];
const LINES = [
  line('S1', '2026-03-15', 2, 'A-1', 31900, { shipping: 3000, cod: 1595, callCenter: 1500, vat: 1219 }, 7314, 24586),
  // COD 5 % of 400.00 = 20.00; VAT 20 % of 65.00 = 13.00; remitted 400 − 78 = 322.00.
  line('S1', '2026-03-15', 3, 'A-2', 40000, { shipping: 3000, cod: 2000, callCenter: 1500, vat: 1300 }, 7800, 32200),
  // 219 − 35 − 10.95 − 15 − 11.19 = 146.86.
  line('S1', '2026-03-15', 4, 'A-3', 21900, { shipping: 3500, cod: 1095, callCenter: 1500, vat: 1119 }, 7214, 14686),
  line('S1', '2026-03-15', 5, 'A-4', 27000, { shipping: 3000, cod: 1350, callCenter: 1500, vat: 1170 }, 7020, 20000),
  line('S2', '2026-03-22', 2, 'A-1', 31900, { shipping: 3000, cod: 1595, callCenter: 1500, vat: 1219 }, 7314, 24586),
  line('S2', '2026-03-22', 3, 'X-9', 6000, { shipping: 1000 }, 1000, 5000),
];

describe('reconcile', () => {
  it('finds each class of difference once, with the amounts worked by hand', () => {
    const found = reconcile({ currency: 'MAD', today: '2026-03-31', unpaidAfterDays: 14, orders: ORDERS, lines: LINES });
    expect(found.map(({ kind, orderId, feeType, reference, expected, actual, difference }) => [kind, orderId, feeType, reference, expected.minor, actual.minor, difference.minor])).toEqual([
      ['shortCollection', 'A-2', null, 'S1', 45000, 40000, 5000],
      ['feeAboveTariff', 'A-3', 'shipping', 'S1', 3000, 3500, 500],
      ['paidButReturned', 'A-4', null, 'S1', -2400, 20000, -22400],
      ['paidTwice', 'A-1', null, 'S2', 0, 24586, -24586],
      ['unknownOrder', 'X-9', null, 'S2', 0, 5000, -5000],
      ['unpaidDelivered', 'A-5', null, null, 4000, 0, 4000],
    ]);
    // The keys a seller's marks are kept under are all different and do not depend on the order of the input.
    expect(new Set(found.map((item) => item.key)).size).toBe(6);
    const reversed = reconcile({ currency: 'MAD', today: '2026-03-31', unpaidAfterDays: 14, orders: [...ORDERS].reverse(), lines: [...LINES].reverse() });
    expect(reversed.map((item) => item.key).sort()).toEqual(found.map((item) => item.key).sort());
  });

  it('takes statements of one day in the order they were imported: the later one pays twice', () => {
    const first = { ...LINES[0]!, statementId: 'S7', reference: 'S7', sequence: 7, day: '2026-03-22' };
    const second = { ...LINES[0]!, statementId: 'S3', reference: 'S3', sequence: 8, day: '2026-03-22' };
    const found = reconcile({ currency: 'MAD', today: '2026-03-24', unpaidAfterDays: 14, orders: [ORDERS[0]!], lines: [second, first] });
    expect(found.map(({ kind, reference }) => [kind, reference])).toEqual([['paidTwice', 'S3']]);
  });

  it('compares the fees as a whole, VAT included, when the statement has one fee column', () => {
    // A-1's fees are 73.14 by the tariff; 74.00 charged is 0.86 above.
    const found = reconcile({ currency: 'MAD', today: '2026-03-15', unpaidAfterDays: 14, orders: ORDERS.slice(0, 1), lines: [line('S', '2026-03-15', 2, 'A-1', 31900, null, 7400, 24500)] });
    expect(found.map(({ kind, feeType, difference }) => [kind, feeType, difference.minor])).toEqual([['feeAboveTariff', 'total', 86]]);
  });

  it('finds nothing when the statement matches the tariff to the cent, and an order delivered exactly 14 days ago is not late yet', () => {
    const found = reconcile({ currency: 'MAD', today: '2026-03-24', unpaidAfterDays: 14, orders: [ORDERS[0]!, ORDERS[4]!], lines: [LINES[0]!] });
    expect(found).toEqual([]);
    expect(reconcile({ currency: 'MAD', today: '2026-03-25', unpaidAfterDays: 14, orders: [ORDERS[4]!], lines: [] }).map((item) => item.kind)).toEqual(['unpaidDelivered']);
  });
});

describe('cashOf', () => {
  it('sums what is outstanding, its age, the payouts by day and days sales outstanding', () => {
    const paid = new Set(LINES.map((entry) => entry.orderId));
    const cash = cashOf({ currency: 'MAD', today: '2026-03-31', payoutDelayDays: 7, orders: ORDERS, paidOrderIds: paid });
    // Waiting: A-5 40.00 and A-6 (150 + 20 = 170.00; 30 + 8.50 + 15 = 53.50; VAT 10.70; 105.80) = 145.80.
    expect(cash.outstanding).toEqual(mad(14580));
    expect(cash.outstandingOrders).toBe(2);
    // A-5 delivered 2026-03-10: 21 days.
    expect(cash.oldestDays).toBe(21);
    // Owed for orders delivered in the 30 days: 245.86 + 369.00 + 151.86 + 40.00 + 105.80 = 912.52;
    // 145.80 / 912.52 × 30 = 4.793… → 4.8 days.
    expect(cash.dso).toBe(4.8);
    expect(cash.payouts).toEqual([
      { day: '2026-03-17', amount: mad(4000), orders: 1, overdue: true },
      { day: '2026-04-01', amount: mad(10580), orders: 1, overdue: false },
    ]);
  });

  it('sums the reporting currency from each order’s own conversion, and knows none when one order has no rate', () => {
    const paid = new Set(LINES.map((entry) => entry.orderId));
    // A-5 (40.00 MAD) at 10 MAD a dollar on its day: $4.00; A-6 (105.80 MAD) at 8 on its day: $13.225 → $13.23.
    const inDollars: Record<string, number> = { 'A-5': 400, 'A-6': 1323 };
    const orders = ORDERS.map((entry) => ({ ...entry, remittanceInReporting: entry.orderId in inDollars ? money(inDollars[entry.orderId]!, 'USD') : null }));
    const cash = cashOf({ currency: 'MAD', today: '2026-03-31', payoutDelayDays: 7, orders, paidOrderIds: paid, reportingCurrency: 'USD' });
    expect(cash.outstandingReporting).toEqual(money(1723, 'USD'));
    expect(cash.payouts.map((payout) => payout.reporting)).toEqual([money(400, 'USD'), money(1323, 'USD')]);
    const unknown = cashOf({ currency: 'MAD', today: '2026-03-31', payoutDelayDays: 7, orders: ORDERS, paidOrderIds: paid, reportingCurrency: 'USD' });
    expect(unknown.outstandingReporting).toBeNull();
  });

  it('has nothing outstanding and no DSO for a courier without deliveries', () => {
    const cash = cashOf({ currency: 'MAD', today: '2026-03-31', payoutDelayDays: 7, orders: [], paidOrderIds: new Set() });
    expect(cash).toEqual({ outstanding: mad(0), outstandingOrders: 0, oldestDays: null, dso: null, payouts: [] });
  });
});
