import type { CancelReason, OrderStatus } from './api-schemas';

// The words stores and couriers write for an order's status, read into the ledger's own statuses. Shopify
// (fulfillment status), WooCommerce (order status, with or without "wc-"), YouCan, and the words Moroccan,
// Gulf and French couriers and call centres use, in English, French and Arabic. Unknown words are refused
// by the import with the word named, never guessed.

const WORDS: Record<OrderStatus, readonly string[]> = {
  new: ['new', 'pending', 'pending payment', 'on hold', 'unfulfilled', 'open', 'draft', 'nouveau', 'nouvelle', 'en attente', 'a confirmer', 'جديد', 'جديدة', 'قيد الانتظار', 'في الانتظار'],
  confirmed: ['confirmed', 'processing', 'accepted', 'ready', 'to ship', 'confirme', 'confirmee', 'validee', 'valide', 'en preparation', 'مؤكد', 'مؤكدة', 'تم التأكيد', 'قيد التجهيز'],
  cancelled: ['cancelled', 'canceled', 'failed', 'voided', 'rejected', 'annule', 'annulee', 'ملغى', 'ملغي', 'ملغاة', 'تم الإلغاء', 'مرفوض'],
  shipped: ['shipped', 'fulfilled', 'partial', 'partially fulfilled', 'in transit', 'out for delivery', 'picked up', 'expedie', 'expediee', 'en cours', 'en cours de livraison', 'en transit', 'ramasse', 'mis en distribution', 'تم الشحن', 'قيد التوصيل', 'في الطريق', 'خرج للتوصيل'],
  delivered: ['delivered', 'completed', 'complete', 'livre', 'livree', 'تم التوصيل', 'تم التسليم', 'مسلم', 'مسلمة'],
  returned: ['returned', 'refunded', 'return', 'returned to sender', 'retour', 'retourne', 'retournee', 'refuse', 'refusee', 'مرتجع', 'مرتجعة', 'تم الإرجاع', 'راجع'],
  paid: ['paid', 'cash collected', 'remitted', 'paye', 'payee', 'regle', 'reglee', 'مدفوع', 'مدفوعة', 'تم الدفع'],
};

const REASON_WORDS: Record<CancelReason, readonly string[]> = {
  fake: ['fake', 'fake order', 'faux', 'fausse commande', 'وهمي', 'طلب وهمي'],
  duplicate: ['duplicate', 'doublon', 'double', 'مكرر'],
  unreachable: ['unreachable', 'no answer', 'injoignable', 'pas de reponse', 'ne repond pas', 'لا يرد', 'لا يجيب'],
  refused: ['refused', 'refuse', 'refusee', 'customer refused', 'رفض', 'مرفوض'],
  other: ['other', 'autre', 'أخرى', 'اخرى'],
};

/** Lower case, no Latin accents, no "wc-" prefix, single spaces: "Livrée" and "livree", "wc-on-hold" and "on hold" read alike. */
export function normaliseWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^wc-/, '')
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function lookup<K extends string>(table: Record<K, readonly string[]>): Map<string, K> {
  const map = new Map<string, K>();
  for (const [key, words] of Object.entries(table) as [K, readonly string[]][]) for (const word of words) map.set(normaliseWord(word), key);
  return map;
}

const statusOfWord = lookup(WORDS);
const reasonOfWord = lookup(REASON_WORDS);

/**
 * The words already read, as written: a file repeats a handful of words on every row, and normalising one costs
 * more than finding it. Bounded, so that a file of a new word on every row does not grow it without end.
 */
const statusOfCell = new Map<string, OrderStatus | null>();
const CELLS_KEPT = 1000;

/** The ledger's status for a source's word ("Livrée", "wc-completed", "تم التوصيل"), or null when it is not one we know. */
export function readStatus(text: string): OrderStatus | null {
  let status = statusOfCell.get(text);
  if (status === undefined) {
    status = statusOfWord.get(normaliseWord(text)) ?? null;
    if (statusOfCell.size < CELLS_KEPT) statusOfCell.set(text, status);
  }
  return status;
}

/** The cancellation reason a cell names, or null. */
export function readCancelReason(text: string): CancelReason | null {
  return reasonOfWord.get(normaliseWord(text)) ?? null;
}

/** True for a cell that marks a row as a correction ("yes", "oui", "نعم", "1", "true"). */
export function readYes(text: string): boolean {
  if (text === '') return false;
  return ['yes', 'y', 'true', '1', 'oui', 'o', 'نعم', 'x'].includes(normaliseWord(text));
}
