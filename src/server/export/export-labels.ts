import { glossary, withUnit, type GlossaryKey, type GlossaryLanguage } from '../../domain/glossary';
import type { ExportRowKey } from './export-sections';

// The words of an exported simulation (CSV and PDF). Every figure is named by the glossary, the same
// words as on screen (docs/glossary.md); only the report's own frame (title, sections, table header) is
// written here. French waits for `fr` to join `Language` (issue 17 item 7) and is kept ready below.

interface Frame {
  title: string;
  sections: { basic: string; inputs: string; fees: string; results: string };
  field: string;
  value: string;
}

const FRAME: Record<GlossaryLanguage, Frame> = {
  en: {
    title: 'Simulation Report',
    sections: { basic: 'Basic Information', inputs: 'Input Parameters', fees: 'Fee Structure', results: 'Calculated Results' },
    field: 'Field',
    value: 'Value',
  },
  ar: {
    title: 'تقرير المحاكاة',
    sections: { basic: 'المعلومات الأساسية', inputs: 'معطيات الإدخال', fees: 'هيكل الرسوم', results: 'النتائج المحسوبة' },
    field: 'البند',
    value: 'القيمة',
  },
  // French (issue 17 item 7): ready for the merge that adds 'fr' to Language.
  fr: {
    title: 'Rapport de simulation',
    sections: { basic: 'Informations générales', inputs: 'Paramètres saisis', fees: 'Structure des frais', results: 'Résultats calculés' },
    field: 'Élément',
    value: 'Valeur',
  },
};

/** The glossary term of each row (a row key is a record field; most are named as in the glossary). */
const ROW_TERMS: Record<ExportRowKey, GlossaryKey> = {
  serviceName: 'service',
  countryName: 'country',
  countryCurrency: 'currency',
  currencyChange: 'currencyChange',
  createdAt: 'createdAt',
  totalLeads: 'totalLeads',
  adsCost: 'adsCost',
  productCost: 'productCost',
  averageAOV: 'averageAOV',
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
  sellingPrice: 'sellingPrice',
  adCosts: 'adCosts',
  productCosts: 'productCosts',
  investment: 'investment',
  servicesCost: 'servicesCost',
  percentageCost: 'percentageCost',
  totalInvestment: 'totalInvestment',
  profit: 'profit',
  roi: 'roi',
};

export type ExportLabels = Frame & Record<ExportRowKey, string> & { timeZone: string };

/** The report's words in a language: each row's glossary term, percents with "(%)", the ads cost "per lead". */
export function exportLabels(language: GlossaryLanguage): ExportLabels {
  const terms = glossary(language);
  const rows = Object.fromEntries(Object.entries(ROW_TERMS).map(([row, term]) => [row, terms[term]])) as Record<ExportRowKey, string>;
  for (const key of ['confirmedRate', 'deliveredRate', 'serviceFees', 'roi'] as const) rows[key] = withUnit(rows[key], '%');
  rows.adsCost = withUnit(rows.adsCost, terms.perLead);
  return { ...FRAME[language], ...rows, timeZone: terms.timeZone };
}
