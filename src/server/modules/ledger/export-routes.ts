import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dailyExportQuerySchema, orderExportQuerySchema, type Order } from '../../../domain/ledger/api-schemas';
import type { Db } from '../../db/client';
import { contentDisposition } from '../../export/content-disposition';
import { requireViewer } from '../../http/access';
import { readDaily } from './daily-query';
import { dailyPdf } from './daily-pdf';
import { dailyCsv, ordersCsv, ordersXlsx } from './ledger-exports';
import { listOrders } from './order-queries';
import { readLedgerSettings } from './settings-queries';

/** The most orders one export carries (newest first). */
const EXPORT_ORDERS_MAX = 100_000;
const PAGE = 200;

export function exportRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/ledger/orders/export', { config: { access: 'user' }, schema: { querystring: orderExportQuerySchema } }, async (request, reply) => {
    const ownerId = requireViewer(request).id;
    const { timeZone } = await readLedgerSettings(db, ownerId);
    const { format, lang, ...filters } = request.query;
    const orders: Order[] = [];
    let cursor: string | undefined;
    do {
      const page = await listOrders(db, ownerId, { ...filters, cursor, limit: PAGE }, timeZone);
      orders.push(...page.orders);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && orders.length < EXPORT_ORDERS_MAX);
    const name = `orders-${new Date().toISOString().slice(0, 10)}.${format}`;
    reply.header('content-disposition', contentDisposition({ asciiName: name, unicodeName: name }));
    if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(ordersCsv(orders, lang, timeZone));
    return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await ordersXlsx(orders, lang, timeZone));
  });

  typed.get('/api/ledger/daily/export', { config: { access: 'user' }, schema: { querystring: dailyExportQuerySchema } }, async (request, reply) => {
    const { format, lang, ...query } = request.query;
    const daily = await readDaily(db, requireViewer(request), query);
    const name = `daily-profit-${query.from}-${query.to}.${format}`;
    reply.header('content-disposition', contentDisposition({ asciiName: name, unicodeName: name }));
    if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(dailyCsv(daily, lang));
    return reply.type('application/pdf').send(await dailyPdf(daily, lang));
  });
}
