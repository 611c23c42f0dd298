import { describe, expect, it } from 'vitest';
import { money } from '../money';
import { detectLayout, proposeStatementMapping, StatementRowReader } from './statement-rows';

const mad = (minor: number) => money(minor, 'MAD');

describe('statement layouts', () => {
  it('tells the per-fee layout by its fee columns and finds French and Arabic headers', () => {
    const french = ['Commande', 'Montant encaissé', 'Frais de livraison', 'Frais COD', 'TVA', 'Net à payer'];
    expect(detectLayout(french)).toBe('perFee');
    expect(proposeStatementMapping('perFee', french, null)).toEqual({
      orderId: 'Commande',
      collected: 'Montant encaissé',
      shipping: 'Frais de livraison',
      cod: 'Frais COD',
      callCenter: null,
      vat: 'TVA',
      remitted: 'Net à payer',
    });
    const arabic = ['رقم الطلب', 'المبلغ المحصل', 'الرسوم', 'الصافي'];
    expect(detectLayout(arabic)).toBe('generic');
    expect(proposeStatementMapping('generic', arabic, null)).toEqual({ orderId: 'رقم الطلب', collected: 'المبلغ المحصل', fees: 'الرسوم', remitted: 'الصافي' });
  });

  it('prefers the columns the seller mapped last time when the file has them', () => {
    const headers = ['Ref', 'Cash', 'Charges', 'Payout'];
    const saved = { orderId: 'Ref', collected: 'Cash', fees: 'Charges', remitted: 'Payout' };
    expect(proposeStatementMapping('generic', headers, saved)).toEqual(saved);
    expect(proposeStatementMapping('generic', ['Order ID', 'Collected', 'Fees', 'Remitted'], saved)).toEqual({ orderId: 'Order ID', collected: 'Collected', fees: 'Fees', remitted: 'Remitted' });
  });
});

describe('StatementRowReader', () => {
  const headers = ['Order', 'Collected', 'Shipping fee', 'COD fee', 'VAT', 'Remitted'];
  const mapping = proposeStatementMapping('perFee', headers, null);

  it('reads amounts written the ways sellers write them into exact minor units, fees summed', () => {
    const reader = new StatementRowReader('perFee', headers, mapping, 'MAD');
    reader.add(['A-1', '1 234,50', '30', '', '6,00', '1198.50'], 2);
    reader.add(['A-2', '0', '15.00', '0', '3', '-18'], 3);
    expect(reader.finish()).toEqual([
      // 30.00 + 0 + 6.00 = 36.00 of fees.
      { row: 2, orderId: 'A-1', collected: mad(123450), fees: { shipping: mad(3000), cod: mad(0), vat: mad(600) }, totalFees: mad(3600), remitted: mad(119850) },
      { row: 3, orderId: 'A-2', collected: mad(0), fees: { shipping: mad(1500), cod: mad(0), vat: mad(300) }, totalFees: mad(1800), remitted: mad(-1800) },
    ]);
  });

  it('refuses the file with every bad cell named by row and field', () => {
    const reader = new StatementRowReader('perFee', headers, mapping, 'MAD');
    reader.add(['A-1', 'abc', '30', '', '', '10'], 2);
    reader.add(['', '10', '-5', '', '', ''], 3);
    reader.add(['A-3', '10', '1', '', '', '9'], 4);
    expect(reader.finish()).toBeNull();
    expect(reader.errors).toEqual([
      { row: 2, field: 'collected', code: 'badAmount', value: 'abc' },
      { row: 3, field: 'orderId', code: 'required', value: '' },
      { row: 3, field: 'shipping', code: 'negativeAmount', value: '-5' },
      { row: 3, field: 'remitted', code: 'required', value: '' },
    ]);
  });

  it('refuses a file without a required column before reading its rows', () => {
    const reader = new StatementRowReader('generic', ['Order', 'Fees'], proposeStatementMapping('generic', ['Order', 'Fees'], null), 'MAD');
    expect(reader.refusesFile).toBe(true);
    expect(reader.errors.map((error) => [error.row, error.field, error.code])).toEqual([
      [0, 'collected', 'missingColumn'],
      [0, 'remitted', 'missingColumn'],
    ]);
  });
});
