import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ar } from '../src/client/i18n/ar';
import { en } from '../src/client/i18n/en';
import { fr } from '../src/client/i18n/fr';
import { GLOSSARY } from '../src/domain/glossary';
import type { ExportRowKey } from '../src/server/export/export-sections';
import { exportLabels } from '../src/server/export/export-labels';

// Issue 17 item 2: one word per concept. Every label of the CSV and PDF must be the word the screen
// shows for the same figure, in every language; changing one side alone fails here.

const SCREENS = { en, ar, fr };

/** Where the screen shows each exported figure (catalogue key paths). */
const SCREEN_KEYS: Partial<Record<ExportRowKey, string[]>> = {
  serviceName: ['simulator.service', 'manage.fees.columns.service'],
  countryName: ['simulator.country', 'manage.fees.columns.country'],
  countryCurrency: ['manage.countries.columns.currency'],
  currencyRate: ['manage.countries.columns.currencyChange'],
  createdAt: ['history.card.createdAt'],
  totalLeads: ['simulator.inputs.totalLeads', 'history.card.totalLeads'],
  adsCost: ['simulator.inputs.adsCost', 'history.card.adsCost'],
  productCost: ['simulator.inputs.productCost', 'history.card.productCost'],
  averageAOV: ['simulator.inputs.averageAOV'],
  confirmedRate: ['simulator.fees.confirmedRate'],
  deliveredRate: ['simulator.fees.deliveredRate'],
  orderFees: ['simulator.fees.orderFees', 'manage.fees.columns.orderFees', 'manage.fees.form.orderFees'],
  confirmedLead: ['simulator.fees.confirmedLead', 'manage.fees.columns.confirmedLead', 'manage.fees.form.confirmedLead'],
  deliveredLead: ['simulator.fees.deliveredLead', 'manage.fees.columns.deliveredLead', 'manage.fees.form.deliveredLead'],
  shippingDelivered: ['simulator.fees.shippingDelivered', 'manage.fees.columns.shippingDelivered', 'manage.fees.form.shippingDelivered'],
  shippingReturned: ['simulator.fees.shippingReturned', 'manage.fees.columns.shippingReturned', 'manage.fees.form.shippingReturned'],
  serviceFees: ['simulator.fees.serviceFees'],
  confirmedOrders: ['simulator.results.confirmedOrders', 'history.card.confirmedOrders'],
  deliveredOrders: ['simulator.results.deliveredOrders', 'history.card.deliveredOrders'],
  sellingPrice: ['simulator.sellingPrice', 'history.card.revenue'],
  adCosts: ['simulator.results.adCosts'],
  productCosts: ['simulator.results.productCosts'],
  investment: ['simulator.results.investment'],
  servicesCost: ['simulator.results.servicesCost'],
  percentageCost: ['simulator.results.percentageCost'],
  totalInvestment: ['simulator.results.totalInvestment'],
  profit: ['simulator.results.profit', 'history.card.profit'],
  roi: ['simulator.results.roi'],
};

const COST_ROWS_NOT_IN_GLOSSARY = [
  'upsellRate', 'upsellRevenue', 'upsellProductCost', 'lostOnReturnsRate', 'packagingPerOrder', 'taxRate', 'feeVatRate',
  'customerDeliveryFee', 'fixedCostsPerMonth', 'leadsPerMonth', 'payoutDelayDays', 'deliveryRateOfLeads', 'upsellSales',
  'customerDeliveryRevenue', 'returnLoss', 'returnCosts', 'packaging', 'tax', 'feeVat', 'monthlyRevenue', 'monthlyProfit',
  'breakEvenLeadsPerMonth', 'peakCash', 'paybackDay',
];

/** Screen fields that show a percent carry "(%)" in their label, like the export's. */
const PERCENT_SCREEN_KEYS = ['manage.fees.columns', 'manage.fees.form'];

function at(catalogue: object, keyPath: string): string {
  return keyPath.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue) as string;
}

/** An export label without the unit it adds: "Delivered rate (%)" → "Delivered rate", "… (ROI, %)" → "… (ROI)". */
function withoutUnit(label: string): string {
  return label.replace(/ \((%|\$|[^()]*lead|[^()]*عميل محتمل)\)$/u, '').replace(/, %\)$/, ')');
}

describe('export labels', () => {
  it.each(Object.keys(SCREENS) as (keyof typeof SCREENS)[])('are the words the screen shows for the same figures (%s)', (language) => {
    const labels = exportLabels(language);
    for (const [row, keyPaths] of Object.entries(SCREEN_KEYS)) {
      for (const keyPath of keyPaths) {
        const screen = at(SCREENS[language], keyPath);
        const percentField = PERCENT_SCREEN_KEYS.some((prefix) => keyPath.startsWith(prefix)) && / \(%\)$/.test(screen);
        expect(percentField ? screen.replace(/ \(%\)$/, '') : screen, `${row} vs ${keyPath}`).toBe(withoutUnit(labels[row as ExportRowKey]));
      }
    }
  });

  it('name every exported figure on some screen (no word only the file uses)', () => {
    const frame = ['title', 'sections', 'field', 'value', 'timeZone', 'unreachable', 'inLocalCurrency', 'days'];
    const exported = Object.keys(exportLabels('en')).filter((key) => !frame.includes(key));
    const shown = Object.keys(SCREEN_KEYS);
    // The DESIGN §10 cost rows are named in export-labels.ts until the glossary takes them in.
    expect(exported.filter((key) => !shown.includes(key)).sort()).toEqual([...COST_ROWS_NOT_IN_GLOSSARY, 'returnedOrders'].sort());
  });

  it('are in docs/glossary.md, every term in every language', () => {
    const doc = readFileSync(new URL('../docs/glossary.md', import.meta.url), 'utf8');
    for (const term of Object.values(GLOSSARY)) {
      for (const word of Object.values(term)) expect(doc, word).toContain(word);
    }
  });
});
