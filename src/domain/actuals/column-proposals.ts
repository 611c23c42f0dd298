import type { OrderMapping, OrderMeaning } from './order-import';

// What an orders file's columns and status values probably mean, from their names in English, Arabic and French
// and from the headers of the exports sellers bring most (Shopify, YouCan, courier sheets). A proposal only: the
// seller sees it in the preview and corrects it before anything is imported.

type ColumnKey = keyof OrderMapping['columns'];

/** A name as compared: lower case, no accents, Arabic without diacritics, tatweel or hamza forms, no punctuation. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whole names first (a preset's exact header), then words a name contains; the first match wins. */
const COLUMN_WORDS: Record<ColumnKey, { exact: string[]; words: string[] }> = {
  orderId: {
    exact: [
      'order id', 'order', 'order number', 'order no', 'order ref', 'reference', 'ref', 'id', 'name', 'tracking number',
      'id commande', 'commande', 'n commande', 'no commande', 'numero de commande', 'num commande', 'reference commande',
      'رقم الطلب', 'الطلب', 'رقم الطلبيه', 'مرجع', 'المرجع', 'رقم التتبع',
    ],
    words: ['order id', 'order number', 'commande', 'رقم الطلب', 'reference', 'مرجع'],
  },
  status: {
    exact: [
      'status', 'order status', 'delivery status', 'fulfillment status', 'shipping status', 'state',
      'statut', 'etat', 'statut commande', 'statut de livraison', 'etat de la commande',
      'الحاله', 'حاله الطلب', 'حاله التوصيل', 'الوضع',
    ],
    words: ['status', 'statut', 'etat', 'الحاله', 'حاله'],
  },
  amount: {
    exact: [
      'amount', 'amount collected', 'collected', 'cod amount', 'cod', 'total', 'price', 'total price', 'order total', 'revenue',
      'montant', 'montant collecte', 'montant encaisse', 'prix', 'prix total', 'total ttc', 'crbt', 'montant crbt',
      'المبلغ', 'المبلغ المحصل', 'السعر', 'المجموع', 'الاجمالي', 'الثمن',
    ],
    words: ['amount', 'montant', 'total', 'price', 'prix', 'cod', 'المبلغ', 'السعر', 'الثمن', 'المجموع'],
  },
};

// The tables are written as people spell them and compared as normalised.
const COLUMN_NAMES = Object.fromEntries(
  Object.entries(COLUMN_WORDS).map(([key, { exact, words }]) => [key, { exact: exact.map(normaliseName), words: words.map(normaliseName) }]),
) as typeof COLUMN_WORDS;

const ORDER_OF_KEYS: ColumnKey[] = ['status', 'amount', 'orderId'];

/**
 * The column each meaning probably is, by the header's names; a meaning no column matches is left out, and no
 * column is proposed for two meanings. `Customer` is never proposed as the status.
 */
export function proposeColumns(header: readonly string[]): Partial<OrderMapping['columns']> {
  const names = header.map(normaliseName);
  const taken = new Set<number>();
  const proposal: Partial<OrderMapping['columns']> = {};
  const choose = (key: ColumnKey, index: number) => {
    taken.add(index);
    proposal[key] = header[index]!.trim();
  };
  // Exact names for every meaning first, so "Order" as an id is not taken by the word "order" of "Order status".
  for (const key of ORDER_OF_KEYS) {
    const index = names.findIndex((name, at) => !taken.has(at) && COLUMN_NAMES[key].exact.includes(name));
    if (index >= 0) choose(key, index);
  }
  for (const key of ORDER_OF_KEYS) {
    if (proposal[key] !== undefined) continue;
    const index = names.findIndex((name, at) => !taken.has(at) && COLUMN_NAMES[key].words.some((word) => ` ${name} `.includes(` ${word} `)));
    if (index >= 0) choose(key, index);
  }
  return proposal;
}

/** Status values sellers' files carry, as normalised names, and what each means. */
const STATUS_WORDS: [OrderMeaning, string[]][] = [
  ['delivered', ['delivered', 'livre', 'livree', 'livres', 'livrees', 'livraison effectuee', 'paid', 'fulfilled', 'completed', 'تم التوصيل', 'تم التسليم', 'مسلم', 'مسلمه', 'تم الاستلام', 'موصل']],
  ['returned', ['returned', 'return', 'retour', 'retourne', 'retournee', 'refused', 'refuse', 'refusee', 'rejected', 'مرتجع', 'مرفوض', 'راجع', 'تم الارجاع', 'ارجاع']],
  ['inTransit', ['in transit', 'shipped', 'pending delivery', 'out for delivery', 'en cours', 'en cours de livraison', 'expedie', 'expediee', 'en transit', 'confirmed', 'confirme', 'confirmee', 'قيد التوصيل', 'في الطريق', 'تم الشحن', 'مشحون', 'مؤكد', 'تم التاكيد']],
  ['notConfirmed', ['cancelled', 'canceled', 'not confirmed', 'unconfirmed', 'no answer', 'pending', 'annule', 'annulee', 'non confirme', 'non confirmee', 'pas de reponse', 'injoignable', 'ملغي', 'ملغى', 'غير مؤكد', 'لا يرد', 'لم يرد', 'الغاء']],
];

const STATUS_MEANINGS = STATUS_WORDS.map(([meaning, names]): [OrderMeaning, string[]] => [meaning, names.map(normaliseName)]);

/** What a status value probably means, or undefined when it is none Ribh knows. */
export function proposeStatusMeaning(value: string): OrderMeaning | undefined {
  const name = normaliseName(value);
  return STATUS_MEANINGS.find(([, names]) => names.includes(name))?.[0];
}

/** The plan's and the file's revenue per delivered order may differ this much (either way) before it is questioned. */
export const ORDER_VALUE_PLAUSIBLE_FACTOR = 5;

/**
 * Whether the revenue per delivered order of actual figures is believable beside the plan's (both in one currency):
 * more than 5× or less than a fifth of it is most often amounts read in the wrong currency, and is confirmed by
 * the seller before a comparison is computed on it. Nothing to judge (no plan value, no delivered order) is plausible.
 */
export function orderValuePlausibility(actualPerOrder: number, planPerOrder: number): 'plausible' | 'tooHigh' | 'tooLow' {
  if (!(planPerOrder > 0) || !Number.isFinite(actualPerOrder) || actualPerOrder <= 0) return 'plausible';
  if (actualPerOrder > planPerOrder * ORDER_VALUE_PLAUSIBLE_FACTOR) return 'tooHigh';
  if (actualPerOrder * ORDER_VALUE_PLAUSIBLE_FACTOR < planPerOrder) return 'tooLow';
  return 'plausible';
}
