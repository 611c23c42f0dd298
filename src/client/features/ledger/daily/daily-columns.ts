import type { Language } from '@domain/format';
import type { DailyRow } from '@domain/ledger/api-schemas';
import { formatAmount, formatCount, formatMultiple, formatRate } from '../format-figures';

export type DailyColumnKey =
  | 'orders'
  | 'confirmed'
  | 'delivered'
  | 'returned'
  | 'inTransit'
  | 'confirmationRate'
  | 'deliveryRate'
  | 'projectedDeliveryRate'
  | 'adSpend'
  | 'cpl'
  | 'revenue'
  | keyof DailyRow['costs']
  | 'profitRealised'
  | 'profitProjected'
  | 'roas';

export interface DailyColumn {
  key: DailyColumnKey;
  /** The figure as text, formatted from the server's answer (never computed here). */
  text(row: DailyRow, language: Language): string;
  /** The test id of the figure on the totals. */
  totalId?: string;
  /** Profit lines: shown larger and coloured by sign. */
  profit?: boolean;
}

const count = (pick: (row: DailyRow) => number) => (row: DailyRow, language: Language) => formatCount(pick(row), language);

/** Every figure of a daily row, in the order the screen, its cards and its totals show them. */
export const DAILY_COLUMNS: readonly DailyColumn[] = [
  { key: 'orders', text: count((row) => row.orders), totalId: 'ledger-orders' },
  { key: 'confirmed', text: count((row) => row.confirmed), totalId: 'ledger-confirmed' },
  { key: 'delivered', text: count((row) => row.delivered), totalId: 'ledger-delivered' },
  { key: 'returned', text: count((row) => row.returned), totalId: 'ledger-returned' },
  { key: 'inTransit', text: count((row) => row.inTransit), totalId: 'ledger-in-transit' },
  { key: 'confirmationRate', text: (row, language) => formatRate(row.confirmationRate, language), totalId: 'ledger-confirmation-rate' },
  { key: 'deliveryRate', text: (row, language) => formatRate(row.deliveryRate, language), totalId: 'ledger-delivery-rate' },
  {
    key: 'projectedDeliveryRate',
    text: (row, language) => formatRate(row.projectedDeliveryRate, language),
    totalId: 'ledger-delivery-rate-projected',
  },
  { key: 'adSpend', text: (row, language) => formatAmount(row.adSpend, language), totalId: 'ledger-ad-spend' },
  { key: 'cpl', text: (row, language) => formatAmount(row.cpl, language), totalId: 'ledger-cpl' },
  { key: 'revenue', text: (row, language) => formatAmount(row.revenue, language), totalId: 'ledger-revenue' },
  { key: 'product', text: (row, language) => formatAmount(row.costs.product, language), totalId: 'ledger-cost-product' },
  { key: 'returnLoss', text: (row, language) => formatAmount(row.costs.returnLoss, language), totalId: 'ledger-cost-return-loss' },
  { key: 'packaging', text: (row, language) => formatAmount(row.costs.packaging, language), totalId: 'ledger-cost-packaging' },
  { key: 'fees', text: (row, language) => formatAmount(row.costs.fees, language), totalId: 'ledger-cost-fees' },
  { key: 'feeVat', text: (row, language) => formatAmount(row.costs.feeVat, language), totalId: 'ledger-cost-fee-vat' },
  { key: 'tax', text: (row, language) => formatAmount(row.costs.tax, language), totalId: 'ledger-cost-tax' },
  {
    key: 'profitRealised',
    text: (row, language) => formatAmount(row.profitRealised, language),
    totalId: 'ledger-profit-realised',
    profit: true,
  },
  {
    key: 'profitProjected',
    text: (row, language) => formatAmount(row.profitProjected, language),
    totalId: 'ledger-profit-projected',
    profit: true,
  },
  { key: 'roas', text: (row, language) => formatMultiple(row.roas, language), totalId: 'ledger-roas' },
];

/** The wide screen's three tables, each narrow enough for its columns to fit beside the period and the split. */
export const DAILY_TABLES = [
  {
    key: 'orders',
    columns: ['orders', 'confirmed', 'delivered', 'returned', 'inTransit', 'confirmationRate', 'deliveryRate', 'projectedDeliveryRate'],
  },
  { key: 'profit', columns: ['adSpend', 'cpl', 'revenue', 'profitRealised', 'profitProjected', 'roas'] },
  { key: 'costs', columns: ['product', 'returnLoss', 'packaging', 'fees', 'feeVat', 'tax'] },
] as const satisfies readonly { key: string; columns: readonly DailyColumnKey[] }[];

/** The sign of a profit line, for its colour (a loss reads red, and says so in words through its minus sign). */
export function profitTone(row: DailyRow, key: DailyColumnKey): 'loss' | 'gain' | 'none' {
  const amount = key === 'profitRealised' ? row.profitRealised : key === 'profitProjected' ? row.profitProjected : null;
  if (!amount || amount.minor === 0) return 'none';
  return amount.minor < 0 ? 'loss' : 'gain';
}
