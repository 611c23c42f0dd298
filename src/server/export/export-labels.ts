import type { Language } from '../../domain/format';
import { glossary, withUnit, type GlossaryKey } from '../../domain/glossary';
import type { ExportRowKey } from './export-sections';

// The words of an exported simulation (CSV and PDF). Every figure is named by the glossary, the same
// words as on screen (docs/glossary.md); only the report's own frame (title, sections, table header) is
// written here.

interface Frame {
  title: string;
  /** Words for a figure no number can give. */
  unreachable: { 'loses-per-lead': string; never: string };
  /** The header of the column of dollar figures in the country's currency. */
  inLocalCurrency: string;
  days: string;
  sections: { basic: string; inputs: string; fees: string; results: string; range: string };
  field: string;
  value: string;
}

const FRAME: Record<Language, Frame> = {
  en: {
    title: 'Simulation Report',
    sections: {
      basic: 'Basic Information',
      inputs: 'Input Parameters',
      fees: 'Fee Structure',
      results: 'Calculated Results',
      range: 'Profit Range',
    },
    field: 'Field',
    value: 'Value',
    unreachable: { 'loses-per-lead': 'None: each lead loses money at any volume', never: 'Never: the month loses money' },
    inLocalCurrency: 'In',
    days: 'days',
  },
  ar: {
    title: 'تقرير المحاكاة',
    sections: {
      basic: 'المعلومات الأساسية',
      inputs: 'معطيات الإدخال',
      fees: 'هيكل الرسوم',
      results: 'النتائج المحسوبة',
      range: 'نطاق الربح',
    },
    field: 'البند',
    value: 'القيمة',
    unreachable: { 'loses-per-lead': 'لا يوجد: كل عميل محتمل يخسر مالًا مهما كان الحجم', never: 'أبدًا: الشهر خاسر' },
    inLocalCurrency: 'بـ',
    days: 'أيام',
  },
  fr: {
    title: 'Rapport de simulation',
    sections: {
      basic: 'Informations générales',
      inputs: 'Paramètres saisis',
      fees: 'Structure de frais',
      results: 'Résultats calculés',
      range: 'Fourchette de bénéfice',
    },
    field: 'Champ',
    value: 'Valeur',
    unreachable: {
      'loses-per-lead': 'Aucun : chaque lead perd de l’argent, quel que soit le volume',
      never: 'Jamais : le mois est déficitaire',
    },
    inLocalCurrency: 'En',
    days: 'jours',
  },
};

/** The glossary term of each row: every row has one (a row key is a record field, named as in the glossary). */
export const EXPORT_ROW_TERMS = {
  serviceName: 'service',
  countryName: 'country',
  countryCurrency: 'currency',
  currencyRate: 'currencyChange',
  createdAt: 'createdAt',
  totalLeads: 'totalLeads',
  adsCost: 'adsCost',
  productCost: 'productCost',
  averageAOV: 'averageAOV',
  upsellRate: 'upsellRate',
  upsellRevenue: 'upsellRevenue',
  upsellProductCost: 'upsellProductCost',
  lostOnReturnsRate: 'lostOnReturnsRate',
  packagingPerOrder: 'packagingPerOrder',
  taxRate: 'taxRate',
  feeVatRate: 'feeVatRate',
  customerDeliveryFee: 'customerDeliveryFee',
  fixedCostsPerMonth: 'fixedCostsPerMonth',
  leadsPerMonth: 'leadsPerMonth',
  payoutDelayDays: 'payoutDelayDays',
  confirmedRate: 'confirmedRate',
  deliveredRate: 'deliveredRate',
  orderFees: 'orderFees',
  confirmedLead: 'confirmedLead',
  deliveredLead: 'deliveredLead',
  shippingDelivered: 'shippingDelivered',
  shippingReturned: 'shippingReturned',
  serviceFees: 'serviceFees',
  confirmedOrders: 'confirmedOrders',
  deliveredOrders: 'deliveredOrders',
  returnedOrders: 'returnedOrders',
  deliveryRateOfLeads: 'deliveryRateOfLeads',
  sellingPrice: 'sellingPrice',
  upsellSales: 'upsellSales',
  customerDeliveryRevenue: 'customerDeliveryRevenue',
  adCosts: 'adCosts',
  productCosts: 'productCosts',
  returnLoss: 'returnLoss',
  investment: 'investment',
  servicesCost: 'servicesCost',
  returnCosts: 'returnCosts',
  percentageCost: 'percentageCost',
  packaging: 'packaging',
  tax: 'tax',
  feeVat: 'feeVat',
  totalInvestment: 'totalInvestment',
  profit: 'profit',
  roi: 'roi',
  monthlyRevenue: 'monthlyRevenue',
  monthlyProfit: 'monthlyProfit',
  breakEvenLeadsPerMonth: 'breakEvenLeadsPerMonth',
  peakCash: 'peakCash',
  paybackDay: 'paybackDay',
  profitP10: 'profitP10',
  profitP50: 'profitP50',
  profitP90: 'profitP90',
  roiP10: 'roiP10',
  roiP50: 'roiP50',
  roiP90: 'roiP90',
  lossProbability: 'lossProbability',
} as const satisfies Record<ExportRowKey, GlossaryKey>;

/** Rows that carry a percent: the glossary word plus "(%)". */
const PERCENT_ROWS = ['confirmedRate', 'deliveredRate', 'serviceFees', 'roi', 'upsellRate', 'lostOnReturnsRate', 'taxRate', 'feeVatRate', 'deliveryRateOfLeads', 'roiP10', 'roiP50', 'roiP90', 'lossProbability'] as const;

/** Rows that are a part of the line above them (revenue or costs): "of which Upsells". */
const PART_ROWS = ['upsellSales', 'customerDeliveryRevenue', 'returnLoss', 'returnCosts'] as const;
const PART_OF: Record<Language, (term: string) => string> = {
  en: (term) => `of which ${term}`,
  ar: (term) => `منها ${term}`,
  // French writes the term after "dont" in lower case ("dont frais de retour"); an acronym keeps its capitals.
  fr: (term) => `dont ${/^\p{Lu}{2}/u.test(term) ? term : term.charAt(0).toLocaleLowerCase('fr') + term.slice(1)}`,
};

export type ExportLabels = Frame & Record<ExportRowKey, string> & { timeZone: string };

/** The report's words in a language: each row's glossary term, percents with "(%)", the ads cost "per lead", parts "of which". */
export function exportLabels(language: Language): ExportLabels {
  const terms = glossary(language);
  const rows = Object.fromEntries(Object.entries(EXPORT_ROW_TERMS).map(([row, term]) => [row, terms[term]])) as Record<ExportRowKey, string>;
  for (const key of PERCENT_ROWS) rows[key] = withUnit(rows[key], '%');
  for (const key of PART_ROWS) rows[key] = PART_OF[language](rows[key]);
  rows.adsCost = withUnit(rows.adsCost, terms.perLead);
  rows.payoutDelayDays = withUnit(rows.payoutDelayDays, FRAME[language].days);
  return { ...FRAME[language], ...rows, timeZone: terms.timeZone };
}
