import type { Language } from '../../domain/format';
import type { ExportRowKey } from './export-sections';

// The words of an exported simulation (CSV and PDF), per language: the report's title, its sections'
// titles, its table header and a label for every row. Typed by the rows, so a row without a label in
// either language fails the typecheck.

interface Labels extends Record<ExportRowKey, string> {
  title: string;
  sections: { basic: string; inputs: string; fees: string; results: string };
  field: string;
  value: string;
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
    serviceName: 'Service',
    countryName: 'Pays',
    countryCurrency: 'Monnaie',
    createdAt: 'Créée le',
    totalLeads: 'Total des leads',
    adsCost: 'Coût publicitaire (par lead)',
    productCost: 'Coût du produit',
    averageAOV: 'Panier moyen',
    confirmedRate: 'Taux de confirmation (%)',
    deliveredRate: 'Taux de livraison (%)',
    orderFees: 'Frais de confirmation',
    confirmedLead: 'Frais par lead confirmé',
    deliveredLead: 'Frais par lead livré',
    shippingDelivered: 'Livraison (commande livrée)',
    shippingReturned: 'Retour (commande retournée)',
    serviceFees: 'Frais de service (%)',
    confirmedOrders: 'Commandes confirmées',
    deliveredOrders: 'Commandes livrées',
    returnedOrders: 'Commandes retournées',
    sellingPrice: 'Chiffre d’affaires (prix de vente)',
    adCosts: 'Coûts publicitaires',
    productCosts: 'Coûts des produits',
    investment: 'Votre investissement',
    servicesCost: 'Coût des services',
    percentageCost: 'Coût en pourcentage',
    totalInvestment: 'Investissement total',
    profit: 'Bénéfice',
    roi: 'ROI (%)',
  },
} as const satisfies Record<Language, Labels>;

export type ExportLabels = (typeof LABELS)['en'];

export function exportLabels(language: Language): ExportLabels {
  return LABELS[language] as ExportLabels;
}
