import type { Language } from './format';

// One word per concept, in every language (docs/glossary.md explains each). The screen's catalogues
// (src/client/i18n), the CSV and PDF exports and the labels of API fields all take their words from
// here, so the simulator, the history and the exported file never name one figure two ways. A key is
// the field's name in the API (`errors[].path`), so an error on a field can be labelled with it too.

type Term = Readonly<Record<Language, string>>;

export const GLOSSARY = {
  service: { en: 'Service', ar: 'الخدمة', fr: 'Service' },
  country: { en: 'Country', ar: 'الدولة', fr: 'Pays' },
  currency: { en: 'Currency', ar: 'العملة', fr: 'Devise' },
  currencyChange: { en: 'Exchange rate', ar: 'سعر الصرف', fr: 'Taux de change' },
  createdAt: { en: 'Saved on', ar: 'تاريخ الحفظ', fr: 'Enregistrée le' },
  totalLeads: { en: 'Total Leads', ar: 'إجمالي العملاء المحتملين', fr: 'Nombre de leads' },
  adsCost: { en: 'Ads Cost', ar: 'تكلفة الإعلان', fr: 'Coût publicitaire' },
  perLead: { en: 'per lead', ar: 'لكل عميل محتمل', fr: 'par lead' },
  productCost: { en: 'Product Cost', ar: 'تكلفة المنتج', fr: 'Coût du produit' },
  averageAOV: { en: 'Average AOV', ar: 'متوسط قيمة الطلب', fr: 'Panier moyen' },
  confirmedRate: { en: 'Confirmed rate', ar: 'نسبة التأكيد', fr: 'Taux de confirmation' },
  deliveredRate: { en: 'Delivered rate', ar: 'نسبة التسليم', fr: 'Taux de livraison' },
  orderFees: { en: 'Confirmation fees', ar: 'رسوم التأكيد', fr: 'Frais de confirmation' },
  confirmedLead: { en: 'Confirmed lead fee', ar: 'رسوم العميل المؤكَّد', fr: 'Frais par lead confirmé' },
  deliveredLead: { en: 'Delivered order fee', ar: 'رسوم الطلب المُسلَّم', fr: 'Frais par commande livrée' },
  shippingDelivered: { en: 'Shipping delivered', ar: 'شحن الطلب المُسلَّم', fr: 'Expédition d’une commande livrée' },
  shippingReturned: { en: 'Shipping returned', ar: 'شحن الطلب المرتجع', fr: 'Expédition d’une commande retournée' },
  serviceFees: { en: 'Service fees', ar: 'رسوم الخدمة', fr: 'Frais de service' },
  confirmedOrders: { en: 'Confirmed Orders', ar: 'الطلبات المؤكَّدة', fr: 'Commandes confirmées' },
  deliveredOrders: { en: 'Delivered Orders', ar: 'الطلبات المُسلَّمة', fr: 'Commandes livrées' },
  returnedOrders: { en: 'Returned Orders', ar: 'الطلبات المرتجعة', fr: 'Commandes retournées' },
  sellingPrice: { en: 'Selling Price', ar: 'سعر البيع', fr: 'Chiffre d’affaires' },
  adCosts: { en: 'Ad Costs', ar: 'تكاليف الإعلانات', fr: 'Coûts publicitaires' },
  productCosts: { en: 'Product Costs', ar: 'تكاليف المنتج', fr: 'Coûts des produits' },
  investment: { en: 'Your Investment', ar: 'استثمارك', fr: 'Votre investissement' },
  servicesCost: { en: 'Service Costs', ar: 'تكاليف الخدمات', fr: 'Coûts des services' },
  percentageCost: { en: 'Percentage Cost', ar: 'التكلفة النسبية', fr: 'Coût en pourcentage' },
  totalInvestment: { en: 'Total Investment', ar: 'إجمالي الاستثمار', fr: 'Investissement total' },
  profit: { en: 'Profit', ar: 'الربح', fr: 'Bénéfice' },
  roi: { en: 'Return on Investment (ROI)', ar: 'العائد على الاستثمار (ROI)', fr: 'Retour sur investissement (ROI)' },
  timeZone: { en: 'Time zone', ar: 'المنطقة الزمنية', fr: 'Fuseau horaire' },
} as const satisfies Record<string, Term>;

export type GlossaryKey = keyof typeof GLOSSARY;

/** Every term in one language, e.g. `glossary('ar').deliveredRate` → "نسبة التسليم". */
export function glossary(language: Language): Readonly<Record<GlossaryKey, string>> {
  return Object.fromEntries(Object.entries(GLOSSARY).map(([key, term]) => [key, term[language]])) as Record<GlossaryKey, string>;
}

/** The word for an API field (an `errors[].path`) in a language, or undefined when it is no glossary term. */
export function fieldLabel(path: string, language: Language): string | undefined {
  return Object.hasOwn(GLOSSARY, path) ? GLOSSARY[path as GlossaryKey][language] : undefined;
}

/** A label with its unit in brackets: "Delivered rate (%)"; inside a label's own brackets: "… (ROI, %)". */
export function withUnit(label: string, unit: string): string {
  return label.endsWith(')') ? `${label.slice(0, -1)}, ${unit})` : `${label} (${unit})`;
}
