import type { OrderMapping } from '@domain/actuals/order-import';

// The import's column and status mapping, remembered per seller in this browser (decision 0026).

const keyOf = (userId: string) => `ribh.orderImport.${userId}`;

export function readRememberedMapping(userId: string): OrderMapping | null {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null') as OrderMapping | null;
    return stored && typeof stored === 'object' && stored.columns && stored.statuses ? stored : null;
  } catch {
    return null;
  }
}

export function rememberMapping(userId: string, mapping: OrderMapping): void {
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(mapping));
  } catch {
    // Private mode or a full storage: the mapping is asked again next time.
  }
}
