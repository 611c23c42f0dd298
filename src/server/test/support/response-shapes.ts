import { z } from 'zod';
import { actualsAnswerSchema, storedActualSchema } from '../../../domain/actuals/actual-schemas';
import { orderFilePreviewSchema } from '../../../domain/actuals/order-file-preview';
import { simulationSchema } from '../../../domain/schemas';
import { ERROR_STATUS } from '../../errors';

// The shapes of successful answers (the @domain/entities types as zod), matched to routes by their
// URL template. A route without a known shape must still answer JSON (or a declared file type).
// A saved simulation's shape is the one its routes declare as their response (docs/decisions/0012).

const id = z.string().min(1);
const date = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'an ISO date');
const status = z.enum(['active', 'inactive']);
const owned = { ownerId: z.string().nullable(), isDefault: z.boolean() };
const feeValues = {
  confirmedRate: z.number(),
  deliveredRate: z.number(),
  orderFees: z.number(),
  confirmedLead: z.number(),
  deliveredLead: z.number(),
  shippingDelivered: z.number(),
  shippingReturned: z.number(),
  serviceFees: z.number(),
};

const user = z.object({
  id,
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: date,
});
const service = z.object({ id, name: z.string(), icon: z.string(), color: z.string(), status, createdAt: date, ...owned });
const country = z.object({
  id,
  name: z.string(),
  code: z.string().nullable(),
  currency: z.string(),
  currencyChange: z.number(),
  taxRate: z.number(),
  status,
  createdAt: date,
  ...owned,
});
const feeStructure = z.object({ id, countryId: id, serviceId: id.nullable(), ...feeValues, ...owned });
const resolvedFees = z.object({ source: z.string(), countryId: id, serviceId: id.nullable(), ...feeValues });
const signedIn = z.object({ user, isAdmin: z.boolean() });
const announcement = z.object({ content: z.string(), enabled: z.boolean() });

type Shape = z.ZodType | 'file';

/** [method, URL template pattern, shape]; the first match wins. */
const SHAPES: [string, RegExp, Shape][] = [
  ['GET', /^\/api\/health$/, z.object({ status: z.literal('ok') })],
  ['GET', /^\/api\/auth\/user$/, user],
  ['POST', /^\/api\/(auth|admin)\/(login|register)$/, signedIn],
  ['GET', /^\/api\/admin\/check$/, z.object({ isAdmin: z.boolean() })],
  ['GET', /^\/api\/admin\/bootstrap$/, z.object({ adminExists: z.boolean() })],
  ['GET', /^\/api\/admin\/users$/, z.array(user)],
  ['*', /^\/api\/(admin\/)?announcement$/, announcement],
  ['GET', /^\/api\/(admin\/)?services$/, z.array(service)],
  ['*', /^\/api\/(admin\/)?services(\/:id)?$/, service],
  ['GET', /^\/api\/(admin\/)?countries$/, z.array(country)],
  ['*', /^\/api\/(admin\/)?countries(\/:id)?$/, country],
  ['GET', /^\/api\/fee-structures\/country\/:countryId$/, resolvedFees],
  ['GET', /^\/api\/(admin\/)?fee-structures$/, z.array(feeStructure)],
  ['*', /^\/api\/(admin\/)?fee-structures(\/:id)?$/, feeStructure],
  ['GET', /^\/api\/simulations\/:id\/export$/, 'file'],
  ['GET', /^\/api\/ledger\/(orders\/export|daily\/export|imports\/:id\/errors\.csv)$/, 'file'],
  ['GET', /^\/api\/remittances\/dispute$/, 'file'],
  ['GET', /^\/api\/simulations\/:id\/actuals$/, actualsAnswerSchema],
  ['POST', /^\/api\/simulations\/:id\/actuals\/preview-file$/, orderFilePreviewSchema],
  ['POST', /^\/api\/simulations\/:id\/actuals(\/import-file)?$/, storedActualSchema],
  ['GET', /^\/api\/simulations$/, z.array(simulationSchema)],
  ['*', /^\/api\/simulations(\/:id)?$/, simulationSchema],
];

export function expectedShape(method: string, url: string): Shape | undefined {
  return SHAPES.find(([m, pattern]) => (m === '*' || m === method) && pattern.test(url))?.[2];
}

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Problems with a successful answer's body; empty when it has the expected shape. */
export function successProblems(method: string, url: string, answer: Answer): string[] {
  if (answer.statusCode === 204) return answer.body === '' ? [] : ['204 with a body'];
  const contentType = String(answer.headers['content-type'] ?? '');
  const shape = expectedShape(method, url);
  if (shape === 'file') {
    return /^(text\/csv|application\/pdf|application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet)/.test(contentType) && answer.body.length > 0 ? [] : [`file answer of type ${contentType}`];
  }
  if (!contentType.startsWith('application/json')) return [`content-type ${contentType}, not JSON`];
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    return ['body is not JSON'];
  }
  if (json === null || typeof json !== 'object') return ['body is not a JSON object or array'];
  if (answer.body.includes('$argon2')) return ['body carries a password hash'];
  if (!shape) return [];
  const parsed = shape.safeParse(json);
  return parsed.success ? [] : parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`);
}

/** Problems with an error answer: the body must be `{ message, code, errors? }` with the code's status. */
export function errorProblems(answer: Answer): string[] {
  let json: { message?: unknown; code?: unknown; errors?: unknown };
  try {
    json = JSON.parse(answer.body);
  } catch {
    return [`error body is not JSON: ${answer.body.slice(0, 80)}`];
  }
  const problems: string[] = [];
  if (typeof json.message !== 'string' || json.message === '') problems.push('no message');
  if (typeof json.code !== 'string' || !(json.code in ERROR_STATUS)) problems.push(`unknown code ${String(json.code)}`);
  else if (ERROR_STATUS[json.code as keyof typeof ERROR_STATUS] !== answer.statusCode) {
    problems.push(`code ${json.code} with status ${answer.statusCode}`);
  }
  if (json.errors !== undefined && !Array.isArray(json.errors)) problems.push('errors is not an array');
  if (/\bat .+:\d+:\d+|SELECT |INSERT |violates/i.test(answer.body)) problems.push('error body leaks a stack trace or SQL');
  return problems;
}
