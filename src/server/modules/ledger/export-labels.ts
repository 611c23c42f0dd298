import type { Language } from '../../../domain/format';
import { DAILY_COLUMN_WORDS as AR_DAILY } from '../../../domain/ledger/column-words/ar';
import { DAILY_COLUMN_WORDS as EN_DAILY } from '../../../domain/ledger/column-words/en';
import { DAILY_COLUMN_WORDS as FR_DAILY } from '../../../domain/ledger/column-words/fr';

// Column titles of the ledger's exports in each language; the cells stay numbers and codes. The daily figures are
// named as the daily screen names them (src/domain/ledger/column-words); the orders' columns and the frame are here.

export const ORDER_COLUMNS = ['orderId', 'source', 'placedAt', 'status', 'cancelReason', 'country', 'city', 'skus', 'units', 'total', 'deliveryFee', 'currency', 'courier', 'agent', 'campaign'] as const;
export const DAILY_COLUMNS = [
  'period',
  'key',
  'orders',
  'confirmed',
  'cancelled',
  'delivered',
  'returned',
  'inTransit',
  'confirmationRate',
  'deliveryRate',
  'projectedDeliveryRate',
  'adSpend',
  'cpl',
  'revenue',
  'product',
  'returnLoss',
  'packaging',
  'fees',
  'feeVat',
  'tax',
  'profitRealised',
  'profitProjected',
  'roas',
] as const;

type Labels = Record<(typeof ORDER_COLUMNS)[number] | (typeof DAILY_COLUMNS)[number] | 'total', string>;
type OwnLabels = Omit<Labels, keyof typeof EN_DAILY>;

const OWN: Record<Language, OwnLabels> = {
  en: {
    orderId: 'Order',
    source: 'Source',
    placedAt: 'Placed at',
    status: 'Status',
    cancelReason: 'Cancel reason',
    country: 'Country',
    city: 'City',
    skus: 'SKUs',
    units: 'Units',
    total: 'Total',
    deliveryFee: 'Delivery fee',
    currency: 'Currency',
    courier: 'Courier',
    agent: 'Agent',
    campaign: 'Campaign',
    period: 'Period',
    key: 'Split',
    cancelled: 'Cancelled',
  },
  fr: {
    orderId: 'Commande',
    source: 'Source',
    placedAt: 'Passée le',
    status: 'Statut',
    cancelReason: "Motif d'annulation",
    country: 'Pays',
    city: 'Ville',
    skus: 'Références',
    units: 'Unités',
    total: 'Total',
    deliveryFee: 'Frais de livraison',
    currency: 'Devise',
    courier: 'Transporteur',
    agent: 'Agent',
    campaign: 'Campagne',
    period: 'Période',
    key: 'Répartition',
    cancelled: 'Annulées',
  },
  ar: {
    orderId: 'الطلب',
    source: 'المصدر',
    placedAt: 'تاريخ الطلب',
    status: 'الحالة',
    cancelReason: 'سبب الإلغاء',
    country: 'البلد',
    city: 'المدينة',
    skus: 'رموز المنتجات',
    units: 'الوحدات',
    total: 'المجموع',
    deliveryFee: 'رسوم التوصيل',
    currency: 'العملة',
    courier: 'شركة التوصيل',
    agent: 'موظف التأكيد',
    campaign: 'الحملة',
    period: 'الفترة',
    key: 'التقسيم',
    cancelled: 'الملغاة',
  },
};

export const LEDGER_LABELS: Record<Language, Labels> = {
  en: { ...OWN.en, ...EN_DAILY },
  fr: { ...OWN.fr, ...FR_DAILY },
  ar: { ...OWN.ar, ...AR_DAILY },
};
