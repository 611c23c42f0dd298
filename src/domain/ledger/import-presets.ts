import { IMPORT_FIELDS_OF_KIND, type ImportKind, type ImportMapping, type ImportSource } from './api-schemas';
import { normaliseWord } from './status-words';

// The columns of the exports sellers already have, and header names in English, French and Arabic for the
// rest. Shopify: its orders export (one row per line item, the order's own columns on its first row only).
// WooCommerce: "Advanced Order Export For WooCommerce", the export plugin most stores use. YouCan: the names of
// its order entity (ref, total, currency, created_at). Meta: Ads Manager's "Export table data" with a daily
// breakdown (the amount's currency in its header: "Amount spent (MAD)"). TikTok: Ads Manager's custom report.

type Preset = Partial<Record<string, readonly string[]>>;

const ORDER_PRESETS: Record<'shopify' | 'woocommerce' | 'youcan', Preset> = {
  shopify: {
    orderId: ['Name'],
    placedAt: ['Created at'],
    status: ['Fulfillment Status'],
    statusDate: ['Fulfilled at'],
    countryCode: ['Shipping Country'],
    city: ['Shipping City'],
    sku: ['Lineitem sku'],
    productName: ['Lineitem name'],
    quantity: ['Lineitem quantity'],
    unitPrice: ['Lineitem price'],
    total: ['Total'],
    customerDeliveryFee: ['Shipping'],
    currency: ['Currency'],
  },
  woocommerce: {
    orderId: ['Order Number', 'Order ID'],
    placedAt: ['Order Date'],
    status: ['Order Status'],
    statusDate: ['Completed Date', 'Date Completed', 'Order Completed Date'],
    countryCode: ['Country Code (Shipping)', 'Shipping Country'],
    city: ['City (Shipping)', 'Shipping City'],
    sku: ['SKU'],
    productName: ['Item Name', 'Product Name'],
    quantity: ['Quantity', 'Quantity (- Refund)'],
    unitPrice: ['Item Cost'],
    total: ['Order Total Amount', 'Order Total'],
    customerDeliveryFee: ['Order Shipping Amount', 'Shipping Total'],
    currency: ['Order Currency', 'Currency'],
  },
  youcan: {
    orderId: ['ref', 'Reference', 'Référence'],
    placedAt: ['created_at', 'Date'],
    status: ['status', 'Statut'],
    statusDate: ['status_updated_at', 'updated_at', 'Date du statut', 'Mis à jour le'],
    countryCode: ['country', 'Pays'],
    city: ['city', 'Ville'],
    sku: ['sku'],
    productName: ['product', 'Produit'],
    quantity: ['quantity', 'Quantité'],
    unitPrice: ['price', 'Prix'],
    total: ['total'],
    customerDeliveryFee: ['shipping', 'Livraison'],
    currency: ['currency', 'Devise'],
  },
};

const AD_PRESETS: Record<'meta' | 'tiktok', Preset> = {
  meta: {
    date: ['Reporting starts', 'Day', 'Début des rapports', 'Jour', 'بدء إعداد التقارير', 'اليوم'],
    campaign: ['Campaign name', 'Nom de la campagne', 'اسم الحملة'],
    amount: ['Amount spent', 'Montant dépensé', 'المبلغ المنفق'],
    currency: ['Currency', 'Devise', 'العملة'],
  },
  tiktok: {
    date: ['By Day', 'Date', 'stat_time_day', 'Par jour'],
    campaign: ['Campaign name', 'Campaign Name', 'Nom de la campagne'],
    amount: ['Cost', 'Total cost', 'Spend', 'Coût'],
    currency: ['Currency', 'Devise'],
  },
};

/** Header names any file may use for a field, in English, French and Arabic. */
const GENERIC: Preset = {
  orderId: ['Order ID', 'Order', 'Order number', 'ID', 'Référence', 'Commande', 'N° commande', 'Numéro de commande', 'رقم الطلب', 'الطلب', 'المرجع'],
  placedAt: ['Date', 'Order date', 'Created at', 'Date de commande', 'Date commande', 'تاريخ الطلب', 'التاريخ'],
  status: ['Status', 'Statut', 'État', 'Etat', 'الحالة'],
  statusDate: [
    'Status date',
    'Status updated at',
    'Delivered at',
    'Delivery date',
    'Date delivered',
    'Date du statut',
    'Date de statut',
    'Date de livraison',
    'Livré le',
    'Date livraison',
    'تاريخ الحالة',
    'تاريخ التوصيل',
    'تاريخ التسليم',
  ],
  cancelReason: ['Cancel reason', 'Cancellation reason', 'Motif', "Motif d'annulation", 'سبب الإلغاء'],
  correction: ['Correction', 'تصحيح'],
  countryCode: ['Country', 'Country code', 'Pays', 'Code pays', 'البلد', 'الدولة'],
  city: ['City', 'Ville', 'المدينة'],
  sku: ['SKU', 'Product SKU', 'Référence produit', 'Code produit', 'رمز المنتج'],
  productName: ['Product', 'Product name', 'Produit', 'Nom du produit', 'المنتج', 'اسم المنتج'],
  quantity: ['Quantity', 'Qty', 'Quantité', 'Qté', 'الكمية'],
  unitPrice: ['Unit price', 'Price', 'Prix', 'Prix unitaire', 'السعر', 'سعر الوحدة'],
  total: ['Total', 'Order total', 'Amount', 'Montant', 'Total commande', 'المجموع', 'الإجمالي', 'المبلغ'],
  customerDeliveryFee: ['Delivery fee', 'Shipping', 'Frais de livraison', 'Livraison', 'رسوم التوصيل', 'التوصيل'],
  currency: ['Currency', 'Devise', 'العملة'],
  courier: ['Courier', 'Carrier', 'Transporteur', 'Livreur', 'Société de livraison', 'شركة التوصيل', 'الناقل'],
  agent: ['Agent', 'Confirmation agent', 'Agent de confirmation', 'Confirmateur', 'الوكيل', 'موظف التأكيد'],
  campaign: ['Campaign', 'Campagne', 'Campaign name', 'Nom de la campagne', 'الحملة', 'اسم الحملة'],
  date: ['Date', 'Day', 'Jour', 'التاريخ', 'اليوم'],
  platform: ['Platform', 'Plateforme', 'المنصة'],
  amount: ['Amount spent', 'Spend', 'Cost', 'Amount', 'Montant dépensé', 'Dépense', 'Coût', 'Montant', 'المبلغ المنفق', 'التكلفة', 'المبلغ'],
};

const PRESETS_OF_KIND: Record<ImportKind, Partial<Record<ImportSource, Preset>>> = { orders: ORDER_PRESETS, adSpend: AD_PRESETS };

/** A header as compared: no accents, no case, no currency in brackets ("Amount spent (MAD)" reads "amount spent"). */
function headerKey(header: string): string {
  return normaliseWord(header.replace(/\([A-Za-z]{3}\)\s*$/, ''));
}

function findHeader(headers: readonly string[], names: readonly string[] | undefined): string | null {
  if (!names) return null;
  const keys = headers.map(headerKey);
  for (const name of names) {
    const index = keys.indexOf(headerKey(name));
    if (index >= 0) return headers[index]!;
  }
  return null;
}

/** The preset whose required columns all appear in the headers (the one matching most columns), or null. */
export function detectSource(kind: ImportKind, headers: readonly string[]): ImportSource | null {
  let best: { source: ImportSource; matched: number } | null = null;
  for (const [source, preset] of Object.entries(PRESETS_OF_KIND[kind]) as [ImportSource, Preset][]) {
    const fields = Object.keys(preset);
    const matched = fields.filter((field) => findHeader(headers, preset[field]) !== null).length;
    const required = kind === 'orders' ? ['orderId', 'placedAt', 'status'] : ['date', 'amount'];
    if (required.every((field) => findHeader(headers, preset[field]) !== null) && (!best || matched > best.matched)) best = { source, matched };
  }
  return best?.source ?? null;
}

/**
 * The column proposed for each field of a kind: the seller's saved mapping where its header is in the file,
 * then the source's preset, then the generic names in en/fr/ar; null when no header fits.
 */
export function proposeMapping(kind: ImportKind, source: ImportSource | null, headers: readonly string[], saved: ImportMapping | null): ImportMapping {
  const preset = source ? PRESETS_OF_KIND[kind][source] : undefined;
  const mapping: ImportMapping = {};
  for (const field of IMPORT_FIELDS_OF_KIND[kind]) {
    const savedHeader = saved?.[field];
    mapping[field] =
      (savedHeader && headers.includes(savedHeader) ? savedHeader : null) ?? findHeader(headers, preset?.[field]) ?? findHeader(headers, GENERIC[field]);
  }
  return mapping;
}

/** The currency an ads manager writes in a header ("Amount spent (MAD)"), or null. */
export function currencyInHeader(header: string | null): string | null {
  const match = header ? /\(([A-Z]{3})\)\s*$/.exec(header.trim()) : null;
  return match ? match[1]! : null;
}
