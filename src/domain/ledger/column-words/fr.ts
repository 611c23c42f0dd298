import type { DAILY_COLUMN_WORDS as EN } from './en';

// The daily profit's column names in French (en.ts says why they live here).

export const DAILY_COLUMN_WORDS: Record<keyof typeof EN, string> = {
  orders: 'Commandes',
  confirmed: 'Confirmées',
  delivered: 'Livrées',
  returned: 'Retournées',
  inTransit: 'En cours de livraison',
  confirmationRate: 'Taux de confirmation',
  deliveryRate: 'Taux de livraison',
  projectedDeliveryRate: 'Taux de livraison projeté',
  adSpend: 'Dépenses publicitaires',
  cpl: 'Coût par lead',
  revenue: 'Chiffre encaissé',
  product: 'Coût produit',
  returnLoss: 'Perte sur retours',
  packaging: 'Emballage',
  fees: 'Frais',
  feeVat: 'TVA sur les frais',
  tax: 'Taxe',
  profitRealised: 'Profit réalisé',
  profitProjected: 'Profit projeté',
  roas: 'ROAS',
};
