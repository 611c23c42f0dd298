import type { Simulation } from './entities';
import { FEE_KEYS, type FeeValues } from './fees';
import type { Language } from './format';
import type { SimulationPayload } from './schemas';
import { simulate, type SimulationInput, type SimulationResult } from './simulate';

/** What is stored for a saved simulation: names, inputs, fees and the results the server computed itself. */
export type SimulationRecordValues = Omit<Simulation, 'id' | 'createdAt'>;

function inputOf(values: SimulationInput | SimulationPayload): SimulationInput {
  const fees = Object.fromEntries(FEE_KEYS.map((key) => [key, values[key]])) as unknown as FeeValues;
  return {
    ...fees,
    totalLeads: values.totalLeads,
    adsCost: values.adsCost,
    productCost: values.productCost,
    averageAOV: values.averageAOV,
  };
}

/** The results a saved simulation keeps (SPEC §3): the lead view's counts and dollar amounts. */
export function recordedResults(result: SimulationResult) {
  return {
    confirmedOrders: result.confirmedOrders,
    deliveredOrders: result.deliveredOrders,
    sellingPrice: result.sellingPrice,
    investment: result.investment,
    servicesCost: result.servicesCost,
    profit: result.profit,
    roi: result.roi,
  };
}

/**
 * The record to store for a payload. Every result is recomputed with `simulate()` from the inputs and
 * fees; results the client sent are ignored, so a wrong profit can never be stored (DESIGN §3).
 */
export function buildSimulationRecord(payload: SimulationPayload): SimulationRecordValues {
  const input = inputOf(payload);
  const result = simulate(input);
  return {
    serviceName: payload.serviceName,
    countryName: payload.countryName,
    countryCurrency: payload.countryCurrency,
    ...input,
    ...recordedResults(result),
  };
}

/**
 * The results of a record that are not finite numbers (extreme inputs can overflow a product or make
 * ROI divide by a vanishing investment); such a record cannot be stored or shown.
 */
export function nonFiniteResults(record: SimulationRecordValues): string[] {
  const results = ['confirmedOrders', 'deliveredOrders', 'sellingPrice', 'investment', 'servicesCost', 'profit', 'roi'] as const;
  return results.filter((key) => !Number.isFinite(record[key]));
}

// ---- Export row model (CSV and PDF share it) ----

/** How a value is written: money in dollars, a percent (0–100), a count, or text. */
export type ExportValueKind = 'money' | 'percent' | 'count' | 'text' | 'datetime';

export interface ExportRow {
  label: string;
  kind: ExportValueKind;
  value: number | string;
}

export interface ExportSection {
  id: 'basic' | 'inputs' | 'fees' | 'results';
  title: string;
  rows: ExportRow[];
}

const LABELS = {
  en: {
    title: 'Simulation Report',
    sections: {
      basic: 'Basic Information',
      inputs: 'Input Parameters',
      fees: 'Fee Structure',
      results: 'Calculated Results',
    },
    field: 'Field',
    value: 'Value',
    serviceName: 'Service',
    countryName: 'Country',
    countryCurrency: 'Currency',
    createdAt: 'Created At',
    totalLeads: 'Total Leads',
    adsCost: 'Ads Cost (per lead)',
    productCost: 'Product Cost',
    averageAOV: 'Average AOV',
    confirmedRate: 'Confirmed Rate (%)',
    deliveredRate: 'Delivered Rate (%)',
    orderFees: 'Order Fees',
    confirmedLead: 'Confirmed Lead Fee',
    deliveredLead: 'Delivered Lead Fee',
    shippingDelivered: 'Shipping Delivered',
    shippingReturned: 'Shipping Returned',
    serviceFees: 'Service Fees (%)',
    confirmedOrders: 'Confirmed Orders',
    deliveredOrders: 'Delivered Orders',
    returnedOrders: 'Returned Orders',
    sellingPrice: 'Revenue (Selling Price)',
    adCosts: 'Ad Costs',
    productCosts: 'Product Costs',
    investment: 'Your Investment',
    servicesCost: 'Service Costs',
    percentageCost: 'Percentage Cost',
    totalInvestment: 'Total Investment',
    profit: 'Profit',
    roi: 'ROI (%)',
  },
  ar: {
    title: 'تقرير المحاكاة',
    sections: {
      basic: 'المعلومات الأساسية',
      inputs: 'معطيات الإدخال',
      fees: 'هيكل الرسوم',
      results: 'النتائج المحسوبة',
    },
    field: 'البند',
    value: 'القيمة',
    serviceName: 'الخدمة',
    countryName: 'الدولة',
    countryCurrency: 'العملة',
    createdAt: 'تاريخ الإنشاء',
    totalLeads: 'إجمالي العملاء المحتملين',
    adsCost: 'تكلفة الإعلان (لكل عميل محتمل)',
    productCost: 'تكلفة المنتج',
    averageAOV: 'متوسط قيمة الطلب',
    confirmedRate: 'نسبة التأكيد (%)',
    deliveredRate: 'نسبة التوصيل (%)',
    orderFees: 'رسوم الطلب',
    confirmedLead: 'رسوم العميل المؤكَّد',
    deliveredLead: 'رسوم الطلب المُسلَّم',
    shippingDelivered: 'شحن الطلب المُسلَّم',
    shippingReturned: 'شحن الطلب المرتجع',
    serviceFees: 'رسوم الخدمة (%)',
    confirmedOrders: 'الطلبات المؤكدة',
    deliveredOrders: 'الطلبات المُسلَّمة',
    returnedOrders: 'الطلبات المرتجعة',
    sellingPrice: 'الإيرادات (سعر البيع)',
    adCosts: 'تكاليف الإعلانات',
    productCosts: 'تكاليف المنتج',
    investment: 'استثمارك',
    servicesCost: 'تكاليف الخدمة',
    percentageCost: 'التكلفة النسبية',
    totalInvestment: 'إجمالي الاستثمار',
    profit: 'الربح',
    roi: 'العائد على الاستثمار (%)',
  },
} as const;

export type ExportLabels = (typeof LABELS)['en'];

export function exportLabels(language: Language): ExportLabels {
  return LABELS[language] as ExportLabels;
}

/**
 * The four sections of an exported simulation, labelled in `language`. Stored figures are used as
 * stored; the ones a record does not keep (returned orders, ad/product/percentage costs, total
 * investment) follow from its inputs with the same `simulate()`.
 */
export function exportSections(simulation: Simulation, language: Language): ExportSection[] {
  const l = exportLabels(language);
  const derived = simulate(inputOf(simulation));
  const money = (key: keyof ExportLabels, value: number): ExportRow => ({ label: l[key] as string, kind: 'money', value });
  const percent = (key: keyof ExportLabels, value: number): ExportRow => ({ label: l[key] as string, kind: 'percent', value });
  const count = (key: keyof ExportLabels, value: number): ExportRow => ({ label: l[key] as string, kind: 'count', value });
  const text = (key: keyof ExportLabels, value: string): ExportRow => ({ label: l[key] as string, kind: 'text', value });
  return [
    {
      id: 'basic',
      title: l.sections.basic,
      rows: [
        text('serviceName', simulation.serviceName),
        text('countryName', simulation.countryName),
        text('countryCurrency', simulation.countryCurrency),
        { label: l.createdAt, kind: 'datetime', value: simulation.createdAt },
      ],
    },
    {
      id: 'inputs',
      title: l.sections.inputs,
      rows: [
        count('totalLeads', simulation.totalLeads),
        money('adsCost', simulation.adsCost),
        money('productCost', simulation.productCost),
        money('averageAOV', simulation.averageAOV),
      ],
    },
    {
      id: 'fees',
      title: l.sections.fees,
      rows: [
        percent('confirmedRate', simulation.confirmedRate),
        percent('deliveredRate', simulation.deliveredRate),
        money('orderFees', simulation.orderFees),
        money('confirmedLead', simulation.confirmedLead),
        money('deliveredLead', simulation.deliveredLead),
        money('shippingDelivered', simulation.shippingDelivered),
        money('shippingReturned', simulation.shippingReturned),
        percent('serviceFees', simulation.serviceFees),
      ],
    },
    {
      id: 'results',
      title: l.sections.results,
      rows: [
        count('confirmedOrders', simulation.confirmedOrders),
        count('deliveredOrders', simulation.deliveredOrders),
        count('returnedOrders', derived.returnedOrders),
        money('sellingPrice', simulation.sellingPrice),
        money('adCosts', derived.adCosts),
        money('productCosts', derived.productCosts),
        money('investment', simulation.investment),
        money('servicesCost', simulation.servicesCost),
        money('percentageCost', derived.percentageCost),
        money('totalInvestment', derived.totalInvestment),
        money('profit', simulation.profit),
        percent('roi', simulation.roi),
      ],
    },
  ];
}

/**
 * `{service name}-{yyyy-MM-dd}.{ext}` with only characters safe in every file system and header;
 * `unicodeName` keeps letters of any script for the RFC 5987 `filename*`.
 */
export function exportFileName(
  serviceName: string,
  createdAt: string,
  ext: 'csv' | 'pdf',
): { asciiName: string; unicodeName: string } {
  const date = createdAt.slice(0, 10);
  const unicodeBase = serviceName
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    // A cut between the halves of a surrogate pair leaves half a character, which no header can encode.
    .replace(/\p{Cs}$/u, '');
  const asciiBase = unicodeBase
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return {
    asciiName: `${asciiBase || 'simulation'}-${date}.${ext}`,
    unicodeName: `${unicodeBase || 'simulation'}-${date}.${ext}`,
  };
}
