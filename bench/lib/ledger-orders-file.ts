// A generic orders export of `rows` orders over the last 60 days, one line each, in the statuses a courier's file
// carries (French words, as Moroccan couriers write them): what the ledger's import benches read.
export function ledgerOrdersCsv(rows: number, idPrefix = 'IMP'): Buffer {
  const lines = ['Order ID,Date,Status,Total,Delivery fee,SKU,Quantity,Country,City,Courier'];
  const start = Date.now() - 60 * 86_400_000;
  for (let i = 1; i <= rows; i++) {
    const placed = new Date(start + i * 20_000).toISOString().slice(0, 19).replace('T', ' ');
    lines.push(`${idPrefix}-${i},${placed},${['Livré', 'Retourné', 'Expédié', 'Confirmée', 'Annulée'][i % 5]},${199 + (i % 7)}.00,30.00,SKU-${i % 20},${1 + (i % 2)},MA,Casablanca,Amana`);
  }
  return Buffer.from(lines.join('\r\n'));
}
