import type { Language } from '../../domain/format';
import { glossary, withUnit, type GlossaryKey } from '../../domain/glossary';
import type { ExportRowKey } from './export-sections';

// The words of an exported simulation (CSV and PDF). Every figure is named by the glossary, the same
// words as on screen (docs/glossary.md); only the report's own frame (title, sections, table header) is
// written here, and the DESIGN §10 cost rows the glossary does not name yet.

interface Frame {
  title: string;
  /** Words for a figure no number can give. */
  unreachable: { 'loses-per-lead': string; never: string };
  /** The header of the column of dollar figures in the country's currency. */
  inLocalCurrency: string;
  days: string;
  sections: { basic: string; inputs: string; fees: string; results: string };
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

/** The glossary term of each row (a row key is a record field; most are named as in the glossary). */
const ROW_TERMS = {
  serviceName: 'service',
  countryName: 'country',
  countryCurrency: 'currency',
  currencyRate: 'currencyChange',
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
} as const satisfies Partial<Record<ExportRowKey, GlossaryKey>>;

/** Rows of the DESIGN §10 cost model the glossary does not name yet: written here, per language. */
const COST_ROWS: Record<Language, Record<Exclude<ExportRowKey, keyof typeof ROW_TERMS>, string>> = {
  en: {
    upsellRate: 'Upsell Rate (%)',
    upsellRevenue: 'Upsell Revenue',
    upsellProductCost: 'Upsell Product Cost',
    lostOnReturnsRate: 'Product Lost on Returns (%)',
    packagingPerOrder: 'Packaging per Order',
    taxRate: 'Tax Rate (%)',
    feeVatRate: 'VAT on Fees (%)',
    customerDeliveryFee: 'Delivery Fee Paid by Customer',
    fixedCostsPerMonth: 'Fixed Costs per Month',
    leadsPerMonth: 'Leads per Month',
    payoutDelayDays: 'Payout Delay (days)',
    deliveryRateOfLeads: 'Delivered Share of Leads (%)',
    upsellSales: 'of which Upsells',
    customerDeliveryRevenue: 'of which Delivery Fees Paid by Customers',
    returnLoss: 'of which Product Lost on Returns',
    returnCosts: 'of which Return Shipping',
    packaging: 'Packaging',
    tax: 'Tax',
    feeVat: 'VAT on Fees',
    monthlyRevenue: 'Monthly Revenue',
    monthlyProfit: 'Monthly Net Profit',
    breakEvenLeadsPerMonth: 'Break-even Leads per Month',
    peakCash: 'Peak Cash Tied Up',
    paybackDay: 'Pays Back on Day',
  },
  ar: {
    upsellRate: 'نسبة البيع الإضافي (%)',
    upsellRevenue: 'إيراد البيع الإضافي',
    upsellProductCost: 'تكلفة منتج البيع الإضافي',
    lostOnReturnsRate: 'المنتج المفقود في المرتجعات (%)',
    packagingPerOrder: 'التغليف لكل طلب',
    taxRate: 'نسبة الضريبة (%)',
    feeVatRate: 'ضريبة القيمة المضافة على الرسوم (%)',
    customerDeliveryFee: 'رسوم التوصيل التي يدفعها العميل',
    fixedCostsPerMonth: 'التكاليف الثابتة شهريًا',
    leadsPerMonth: 'العملاء المحتملون شهريًا',
    payoutDelayDays: 'مهلة التحويل (أيام)',
    deliveryRateOfLeads: 'نسبة المُسلَّم من العملاء المحتملين (%)',
    upsellSales: 'منها البيع الإضافي',
    customerDeliveryRevenue: 'منها رسوم توصيل دفعها العملاء',
    returnLoss: 'منها منتج مفقود في المرتجعات',
    returnCosts: 'منها شحن المرتجعات',
    packaging: 'التغليف',
    tax: 'الضريبة',
    feeVat: 'ضريبة القيمة المضافة على الرسوم',
    monthlyRevenue: 'الإيرادات الشهرية',
    monthlyProfit: 'صافي الربح الشهري',
    breakEvenLeadsPerMonth: 'عملاء التعادل شهريًا',
    peakCash: 'أقصى نقد مُجمَّد',
    paybackDay: 'يسترد المال في اليوم',
  },
  fr: {
    upsellRate: 'Taux d’upsell (%)',
    upsellRevenue: 'Revenu de l’upsell',
    upsellProductCost: 'Coût produit de l’upsell',
    lostOnReturnsRate: 'Produit perdu sur les retours (%)',
    packagingPerOrder: 'Emballage par commande',
    taxRate: 'Taux de taxe (%)',
    feeVatRate: 'TVA sur les frais (%)',
    customerDeliveryFee: 'Frais de livraison payés par le client',
    fixedCostsPerMonth: 'Coûts fixes par mois',
    leadsPerMonth: 'Leads par mois',
    payoutDelayDays: 'Délai de versement (jours)',
    deliveryRateOfLeads: 'Part livrée des leads (%)',
    upsellSales: 'dont upsells',
    customerDeliveryRevenue: 'dont frais de livraison payés par les clients',
    returnLoss: 'dont produit perdu sur les retours',
    returnCosts: 'dont frais de retour',
    packaging: 'Emballage',
    tax: 'Taxe',
    feeVat: 'TVA sur les frais',
    monthlyRevenue: 'Chiffre d’affaires mensuel',
    monthlyProfit: 'Bénéfice net mensuel',
    breakEvenLeadsPerMonth: 'Leads par mois au seuil de rentabilité',
    peakCash: 'Trésorerie immobilisée au plus haut',
    paybackDay: 'Remboursé le jour',
  },
};


export type ExportLabels = Frame & Record<ExportRowKey, string> & { timeZone: string };

/** The report's words in a language: each row's glossary term, percents with "(%)", the ads cost "per lead". */
export function exportLabels(language: Language): ExportLabels {
  const terms = glossary(language);
  const rows = Object.fromEntries(Object.entries(ROW_TERMS).map(([row, term]) => [row, terms[term]])) as Record<ExportRowKey, string>;
  for (const key of ['confirmedRate', 'deliveredRate', 'serviceFees', 'roi'] as const) rows[key] = withUnit(rows[key], '%');
  rows.adsCost = withUnit(rows.adsCost, terms.perLead);
  return { ...FRAME[language], ...COST_ROWS[language], ...rows, timeZone: terms.timeZone };
}
