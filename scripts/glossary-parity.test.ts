import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ar } from '../src/client/i18n/ar';
import { en } from '../src/client/i18n/en';
import { fr } from '../src/client/i18n/fr';
import { GLOSSARY } from '../src/domain/glossary';
import type { ExportRowKey } from '../src/server/export/export-sections';
import { EXPORT_ROW_TERMS, exportLabels } from '../src/server/export/export-labels';

// One word per concept. Every label of the CSV and PDF must be the word the screen
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
  sellingPrice: ['simulator.revenue', 'history.card.revenue'],
  adCosts: ['simulator.results.adCosts'],
  productCosts: ['simulator.results.productCosts'],
  investment: ['simulator.results.investment'],
  servicesCost: ['simulator.results.servicesCost'],
  percentageCost: ['simulator.results.percentageCost'],
  totalInvestment: ['simulator.results.totalInvestment'],
  profit: ['simulator.results.profit', 'history.card.profit'],
  roi: ['simulator.results.roi'],
  // The cost lines: the advanced inputs, the result lines and the waterfall's steps.
  upsellRate: ['simulator.advanced.upsellRate'],
  upsellRevenue: ['simulator.advanced.upsellRevenue'],
  upsellProductCost: ['simulator.advanced.upsellProductCost'],
  lostOnReturnsRate: ['simulator.advanced.lostOnReturnsRate'],
  packagingPerOrder: ['simulator.advanced.packagingPerOrder'],
  taxRate: ['simulator.advanced.taxRate', 'manage.countries.columns.taxRate', 'manage.countries.form.taxRate'],
  feeVatRate: ['simulator.advanced.feeVatRate'],
  customerDeliveryFee: ['simulator.advanced.customerDeliveryFee'],
  fixedCostsPerMonth: ['simulator.advanced.fixedCostsPerMonth'],
  leadsPerMonth: ['simulator.advanced.leadsPerMonth'],
  payoutDelayDays: ['simulator.advanced.payoutDelayDays'],
  returnedOrders: ['simulator.advanced.results.returnedOrders'],
  deliveryRateOfLeads: ['simulator.advanced.results.deliveryRateOfLeads'],
  returnLoss: ['simulator.advanced.results.returnLoss', 'insights.waterfall.steps.returnLoss'],
  returnCosts: ['simulator.advanced.results.returnCosts'],
  packaging: ['simulator.advanced.results.packaging', 'insights.waterfall.steps.packaging'],
  tax: ['simulator.advanced.results.tax', 'insights.waterfall.steps.tax'],
  feeVat: ['simulator.advanced.results.feeVat', 'insights.waterfall.steps.feeVat'],
  monthlyProfit: ['simulator.advanced.results.monthlyProfit', 'insights.waterfall.monthlyProfit'],
  breakEvenLeadsPerMonth: ['simulator.advanced.results.breakEvenLeadsPerMonth'],
  peakCash: ['simulator.advanced.results.peakCash'],
  paybackDay: ['simulator.advanced.results.paybackDay'],
  // The profit range: the risk panel names each percentile's figures as the files do.
  profitP10: ['risk.results.terms.profitP10'],
  profitP50: ['risk.results.terms.profitP50'],
  profitP90: ['risk.results.terms.profitP90'],
  roiP10: ['risk.results.terms.roiP10'],
  roiP50: ['risk.results.terms.roiP50'],
  roiP90: ['risk.results.terms.roiP90'],
  lossProbability: ['risk.results.lossProbability'],
};

/**
 * Rows only the file has: parts of the selling price the screen shows inside it, and the month's revenue (the
 * screen shows the month's profit). They are glossary terms all the same, checked below like every row.
 */
const FILE_ONLY_ROWS = ['upsellSales', 'customerDeliveryRevenue', 'monthlyRevenue'];

/** Screen fields that show a percent carry "(%)" in their label, like the export's. */
const PERCENT_SCREEN_KEYS = ['manage.fees.columns', 'manage.fees.form', 'manage.countries.columns', 'manage.countries.form'];

function at(catalogue: object, keyPath: string): string {
  return keyPath.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue) as string;
}

/** An export label without the unit it adds: "Delivered rate (%)" → "Delivered rate", "… (ROI, %)" → "… (ROI)". */
function withoutUnit(label: string): string {
  return label.replace(/ \((%|\$|[^()]*lead|[^()]*عميل محتمل)\)$/u, '').replace(/, %\)$/, ')');
}

/** An export label without its unit and its "of which" (a part of the line above); French lowers the term after "dont". */
function exportedWord(label: string): string {
  return withoutUnit(label).replace(/^(of which |منها |dont )/u, '');
}

/** The same word, the first letter's case aside (French writes a part as "dont frais de retour"). */
function sameWord(exported: string, screen: string): boolean {
  const lower = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);
  return lower(exported) === lower(screen);
}

describe('export labels', () => {
  it.each(Object.keys(SCREENS) as (keyof typeof SCREENS)[])('are the words the screen shows for the same figures (%s)', (language) => {
    const labels = exportLabels(language);
    for (const [row, keyPaths] of Object.entries(SCREEN_KEYS)) {
      for (const keyPath of keyPaths) {
        const screen = at(SCREENS[language], keyPath);
        const percentField = PERCENT_SCREEN_KEYS.some((prefix) => keyPath.startsWith(prefix)) && / \(%\)$/.test(screen);
        const word = percentField ? screen.replace(/ \(%\)$/, '') : screen;
        const exported = exportedWord(labels[row as ExportRowKey]);
        expect(sameWord(exported, word) ? word : exported, `${row} vs ${keyPath}`).toBe(word);
      }
    }
  });

  it('name every exported figure on some screen (no word only the file uses)', () => {
    const frame = ['title', 'sections', 'field', 'value', 'timeZone', 'unreachable', 'inLocalCurrency', 'days'];
    const exported = Object.keys(exportLabels('en')).filter((key) => !frame.includes(key));
    const shown = Object.keys(SCREEN_KEYS);
    expect(exported.filter((key) => !shown.includes(key)).sort()).toEqual([...FILE_ONLY_ROWS].sort());
  });

  it.each(Object.keys(SCREENS) as (keyof typeof SCREENS)[])('take every row’s word from the glossary, none typed apart (%s)', (language) => {
    const labels = exportLabels(language);
    const frame = ['title', 'sections', 'field', 'value', 'timeZone', 'unreachable', 'inLocalCurrency', 'days'];
    const rows = Object.keys(labels).filter((key) => !frame.includes(key)) as ExportRowKey[];
    expect(rows.sort()).toEqual(Object.keys(EXPORT_ROW_TERMS).sort());
    for (const row of rows) {
      const term = GLOSSARY[EXPORT_ROW_TERMS[row]][language];
      expect(term, `${row} has no ${language} glossary word`).toBeTruthy();
      const exported = exportedWord(labels[row]).replace(/ \((days|أيام|jours)\)$/u, '');
      expect(sameWord(exported, term) ? term : exported, `${row} (${language})`).toBe(term);
    }
  });

  it('are in docs/glossary.md, every term in every language', () => {
    const doc = readFileSync(new URL('../docs/glossary.md', import.meta.url), 'utf8');
    for (const term of Object.values(GLOSSARY)) {
      for (const word of Object.values(term)) expect(doc, word).toContain(word);
    }
  });
});
