import type { DAILY_COLUMN_WORDS as EN } from './en';

// The daily profit's column names in Arabic (en.ts says why they live here).

export const DAILY_COLUMN_WORDS: Record<keyof typeof EN, string> = {
  orders: 'الطلبات',
  confirmed: 'المؤكَّدة',
  delivered: 'المُسلَّمة',
  returned: 'المُرتجَعة',
  inTransit: 'قيد التوصيل',
  confirmationRate: 'نسبة التأكيد',
  deliveryRate: 'نسبة التسليم',
  projectedDeliveryRate: 'نسبة التسليم المتوقعة',
  adSpend: 'الإنفاق الإعلاني',
  cpl: 'تكلفة العميل المحتمل',
  revenue: 'الإيرادات المحصَّلة',
  product: 'تكلفة المنتج',
  returnLoss: 'خسارة المرتجعات',
  packaging: 'التغليف',
  fees: 'الرسوم',
  feeVat: 'الضريبة على الرسوم',
  tax: 'الضريبة',
  profitRealised: 'الربح المحقَّق',
  profitProjected: 'الربح المتوقع',
  roas: 'العائد على الإنفاق الإعلاني',
};
