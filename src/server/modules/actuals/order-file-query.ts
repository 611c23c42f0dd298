import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { actualFieldsSchema, actualLocalInputsSchema } from '../../../domain/actuals/actual-record';
import { orderMappingSchema, type OrderMapping } from '../../../domain/actuals/order-import';
import { toFieldIssue } from '../../../domain/field-issues';
import { AppError } from '../../errors';

/** A header value that is URL-encoded JSON text, read as JSON; anything else is one "invalid format" issue. */
const encodedJson = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(decodeURIComponent(text)) as unknown;
  } catch {
    ctx.addIssue({ code: 'invalid_format', format: 'json', message: 'Not JSON' });
    return z.NEVER;
  }
});

/** A list in the query: `a,b` (empty for none). */
const commaList = z.string().transform((text) => (text === '' ? [] : text.split(',')));

/**
 * POST /api/simulations/:id/actuals/import-file?date=…&adSpend=…&localCurrencyInputs=…: what the file cannot
 * say, beside a body that is the file itself.
 */
export const orderFileQuerySchema = z
  .object({
    date: actualFieldsSchema.shape.date,
    adSpend: z.coerce.number().pipe(actualFieldsSchema.shape.adSpend),
    localCurrencyInputs: commaList.pipe(actualLocalInputsSchema.unwrap()).default([]),
  })
  .strict();

/** The header that carries the seller's mapping (URL-encoded JSON: status names may be in any script). */
export const ORDER_MAPPING_HEADER = 'ribh-import-mapping';

const mappingHeaderSchema = encodedJson.pipe(orderMappingSchema);

/**
 * The seller's mapping from an upload's headers, kept out of the address (it can be a few kilobytes). Read
 * after the body is known to be a file, so a request without one is told that first.
 */
export function orderMappingOf(headers: IncomingHttpHeaders): OrderMapping {
  const parsed = mappingHeaderSchema.safeParse(headers[ORDER_MAPPING_HEADER]);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => {
    const { path, ...field } = toFieldIssue(issue);
    return { ...field, path: [ORDER_MAPPING_HEADER, path].filter(Boolean).join('.'), message: issue.message };
  });
  throw new AppError('VALIDATION_FAILED', `The ${ORDER_MAPPING_HEADER} header does not hold a mapping: ${errors[0]!.message}`, { errors });
}
