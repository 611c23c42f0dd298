import { describe, expect, it } from 'vitest';
import { currencyInHeader, detectSource, proposeMapping } from './import-presets';

const SHOPIFY = ['Name', 'Email', 'Financial Status', 'Paid at', 'Fulfillment Status', 'Fulfilled at', 'Currency', 'Subtotal', 'Shipping', 'Taxes', 'Total', 'Created at', 'Lineitem quantity', 'Lineitem name', 'Lineitem price', 'Lineitem sku', 'Shipping City', 'Shipping Country'];
const META = ['Reporting starts', 'Reporting ends', 'Campaign name', 'Amount spent (MAD)', 'Results'];

describe('detectSource', () => {
  it('knows a Shopify orders export', () => expect(detectSource('orders', SHOPIFY)).toBe('shopify'));
  it('knows a WooCommerce export', () => expect(detectSource('orders', ['Order Number', 'Order Status', 'Order Date', 'SKU', 'Order Total Amount'])).toBe('woocommerce'));
  it('knows a Meta export, with its currency in a header', () => expect(detectSource('adSpend', META)).toBe('meta'));
  it('knows a TikTok export', () => expect(detectSource('adSpend', ['By Day', 'Campaign name', 'Cost', 'Currency'])).toBe('tiktok'));
  it('says none for a courier file', () => expect(detectSource('orders', ['Commande', 'Date', 'Statut', 'Ville'])).toBeNull());
});

describe('proposeMapping', () => {
  it('maps a Shopify export through its preset', () => {
    const mapping = proposeMapping('orders', 'shopify', SHOPIFY, null);
    expect(mapping).toMatchObject({ orderId: 'Name', placedAt: 'Created at', status: 'Fulfillment Status', statusDate: 'Fulfilled at', sku: 'Lineitem sku', total: 'Total', customerDeliveryFee: 'Shipping', courier: null });
  });

  it('maps French and Arabic headers by their names', () => {
    expect(proposeMapping('orders', 'generic', ['Commande', 'Date', 'Statut', 'Ville', 'Transporteur'], null)).toMatchObject({
      orderId: 'Commande',
      placedAt: 'Date',
      status: 'Statut',
      city: 'Ville',
      courier: 'Transporteur',
      sku: null,
    });
    expect(proposeMapping('orders', 'generic', ['Commande', 'Date', 'Statut', 'Livré le'], null)).toMatchObject({ statusDate: 'Livré le' });
    expect(proposeMapping('orders', 'generic', ['رقم الطلب', 'تاريخ الطلب', 'الحالة', 'تاريخ التوصيل'], null)).toMatchObject({ statusDate: 'تاريخ التوصيل' });
    expect(proposeMapping('orders', 'woocommerce', ['Order Number', 'Order Status', 'Order Date', 'Completed Date'], null)).toMatchObject({ statusDate: 'Completed Date' });
    expect(proposeMapping('orders', 'generic', ['رقم الطلب', 'تاريخ الطلب', 'الحالة', 'المدينة'], null)).toMatchObject({
      orderId: 'رقم الطلب',
      placedAt: 'تاريخ الطلب',
      status: 'الحالة',
      city: 'المدينة',
    });
  });

  it('prefers the seller saved mapping when its header is in the file', () => {
    const mapping = proposeMapping('orders', 'generic', ['Ref', 'Jour', 'Etat livraison'], { orderId: 'Ref', placedAt: 'Jour', status: 'Etat livraison', city: 'Gone' });
    expect(mapping).toMatchObject({ orderId: 'Ref', placedAt: 'Jour', status: 'Etat livraison', city: null });
  });

  it('maps a Meta export whose amount header carries a currency', () => {
    expect(proposeMapping('adSpend', 'meta', META, null)).toMatchObject({ date: 'Reporting starts', campaign: 'Campaign name', amount: 'Amount spent (MAD)' });
    expect(currencyInHeader('Amount spent (MAD)')).toBe('MAD');
    expect(currencyInHeader('Cost')).toBeNull();
  });
});
