import { describe, expect, it } from 'vitest';
import { normaliseName, orderValuePlausibility, proposeColumns, proposeStatusMeaning } from './column-proposals';

describe('proposeColumns', () => {
  it.each<[string, string[], Record<string, string>]>([
    ['English headers, the status after the customer', ['Order', 'Customer', 'Status', 'Collected'], { orderId: 'Order', status: 'Status', amount: 'Collected' }],
    ['French headers with accents and spacing', ['N° commande', 'Client', 'Téléphone', 'Statut', 'Montant (MAD)'], { orderId: 'N° commande', status: 'Statut', amount: 'Montant (MAD)' }],
    ['Arabic headers', ['رقم الطلب', 'اسم الزبون', 'المدينة', 'الحالة', 'المبلغ'], { orderId: 'رقم الطلب', status: 'الحالة', amount: 'المبلغ' }],
    ['Arabic written with hamza and diacritics', ['المَرجع', 'حالة الطلب', 'الإجمالي'], { orderId: 'المَرجع', status: 'حالة الطلب', amount: 'الإجمالي' }],
    ['a Shopify orders export', ['Name', 'Email', 'Financial Status', 'Fulfillment Status', 'Total'], { orderId: 'Name', status: 'Fulfillment Status', amount: 'Total' }],
    ['words inside longer names', ['Customer order number', 'Delivery status (courier)', 'COD amount due'], { orderId: 'Customer order number', status: 'Delivery status (courier)', amount: 'COD amount due' }],
  ])('%s', (_case, header, expected) => {
    expect(proposeColumns(header)).toEqual(expected);
  });

  it('proposes nothing for columns it does not recognise, and never the customer as the status', () => {
    expect(proposeColumns(['Customer', 'Phone', 'City'])).toEqual({});
  });

  it('never proposes one column for two meanings', () => {
    expect(proposeColumns(['Order status'])).toEqual({ status: 'Order status' });
  });

  it('answers an empty header with no proposal', () => {
    expect(proposeColumns([])).toEqual({});
  });
});

describe('proposeStatusMeaning', () => {
  it.each([
    ['Livré', 'delivered'],
    ['LIVREE', 'delivered'],
    ['Delivered', 'delivered'],
    ['تم التوصيل', 'delivered'],
    ['Retourné', 'returned'],
    ['مرتجع', 'returned'],
    ['En cours de livraison', 'inTransit'],
    ['قيد التوصيل', 'inTransit'],
    ['مؤكد', 'inTransit'],
    ['Annulé', 'notConfirmed'],
    ['ملغى', 'notConfirmed'],
    ['  cancelled ', 'notConfirmed'],
  ])('reads %s as %s', (value, meaning) => {
    expect(proposeStatusMeaning(value)).toBe(meaning);
  });

  it('leaves an unknown value to the seller', () => {
    expect(proposeStatusMeaning('Perdu')).toBeUndefined();
    expect(proposeStatusMeaning('')).toBeUndefined();
  });
});

describe('normaliseName', () => {
  it('drops accents, case, punctuation and the Arabic marks', () => {
    expect(normaliseName('  N° Commande ')).toBe('n commande');
    expect(normaliseName('الإجمالـي')).toBe('الاجمالي');
    expect(normaliseName('حالة')).toBe('حاله');
  });
});

describe('orderValuePlausibility', () => {
  it.each<[number, number, string]>([
    // MAD amounts read as dollars: 499.30 per delivered order against a plan of 29.90 (16.7×).
    [499.3, 29.9, 'tooHigh'],
    [29.9 * 5, 29.9, 'plausible'],
    [29.9 * 5 + 0.01, 29.9, 'tooHigh'],
    [29.9 / 5, 29.9, 'plausible'],
    [29.9 / 5 - 0.01, 29.9, 'tooLow'],
    [35, 29.9, 'plausible'],
    [0, 29.9, 'plausible'],
    [50, 0, 'plausible'],
    [Number.NaN, 29.9, 'plausible'],
  ])('%s per delivered order against a plan of %s is %s', (actual, plan, verdict) => {
    expect(orderValuePlausibility(actual, plan)).toBe(verdict);
  });
});
