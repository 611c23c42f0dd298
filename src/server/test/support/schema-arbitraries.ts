import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import { dataUrl, GIF_1PX, JPEG_MIN, PNG_1PX, WEBP_MIN } from '../../../domain/test-support/icon-samples';

// Arbitraries derived from a route's zod schema through its JSON Schema (zod 4 `z.toJSONSchema`),
// so a route added later gets valid and invalid inputs without anyone writing them. Refinements
// the JSON Schema cannot express are handled by checking every candidate with the zod schema itself,
// and by the hand-written field arbitraries below.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

export interface GenerationContext {
  /** Ids seen in earlier answers for this field: a valid id that exists reaches the handler's real work. */
  knownIds: (field: string | undefined) => readonly string[];
}

let uniqueCounter = 0;

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

export function isZodSchema(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

// Calendar days of one season: a range's two ends are in order about half the time, and within its limit.
const dayArbitrary = fc.integer({ min: 0, max: 89 }).map((offset) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10));
const currencyArbitrary = fc.constantFrom('MAD', 'USD', 'EUR', 'SAR', 'AED', 'JPY', 'KWD');
// A web address with percent-escapes in its path and query. Not fast-check's webUrl: its segments and query draw
// escapes from every Unicode code point, and building those arbitraries cost about a second of CPU in every worker
// that imports this file.
const webUrlArbitrary = fc
  .tuple(
    fc.constantFrom('https', 'http'),
    fc.webAuthority(),
    fc.array(fc.stringMatching(/^(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-F]{2}){0,12}$/), { maxLength: 4 }),
    fc.option(fc.stringMatching(/^(?:[A-Za-z0-9._~!$&'()*+,;=:@/?-]|%[0-9A-F]{2}){0,16}$/), { nil: undefined }),
  )
  .map(([scheme, authority, segments, query]) => `${scheme}://${authority}/${segments.join('/')}${query === undefined ? '' : `?${query}`}`);

/** Hand-written arbitraries for fields whose rules live in refinements (icons; the ledger's codes, zones and days). */
const FIELD_ARBITRARIES: Record<string, fc.Arbitrary<unknown>> = {
  currency: currencyArbitrary,
  reportingCurrency: currencyArbitrary,
  // A country's code and a plan's country code may be null; three random letters are almost never a currency, which
  // left a plan's valid inputs at 2 % of the candidates (a seed could then run out of candidates before 100 runs).
  currencyCode: fc.option(currencyArbitrary, { nil: null }),
  countryCurrencyCode: fc.option(currencyArbitrary, { nil: null }),
  timeZone: fc.constantFrom('UTC', 'Africa/Casablanca', 'Asia/Riyadh', 'Europe/Paris'),
  date: dayArbitrary,
  from: dayArbitrary,
  to: dayArbitrary,
  icon: fc.oneof(
    fc.constantFrom('', '🚀', '📦', 'AB', 'ش'),
    fc.string({ maxLength: 32, unit: 'grapheme' }),
    webUrlArbitrary,
    fc.constantFrom(
      dataUrl('image/png', PNG_1PX),
      dataUrl('image/gif', GIF_1PX),
      dataUrl('image/jpeg', JPEG_MIN),
      dataUrl('image/webp', WEBP_MIN),
    ),
  ),
};

const idArbitrary = (ctx: GenerationContext, field: string | undefined): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.nat().map((i) => {
        const ids = ctx.knownIds(field);
        return ids.length ? ids[ids.length - 1 - (i % Math.min(ids.length, 40))]! : randomUUID();
      }),
    },
    { weight: 1, arbitrary: fc.uuid({ version: 4 }) },
  );

// Unique addresses: a repeated email would only ever test "already taken".
const emailArbitrary = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9._+-]{0,10}[a-z0-9]$/), fc.constantFrom('example.test', 'mail.example.com', 'EXAMPLE.org'))
  .map(([local, domain]) => `${local.replace(/\.{2,}/g, '.')}${++uniqueCounter}@${domain}`);

// Building a regex's arbitrary costs about 0.1 s for a long pattern (a list of ids), and invalid inputs
// build their valid base afresh for every sample; arbitraries are immutable, so one per pattern serves all.
const patternArbitraries = new Map<string, fc.Arbitrary<string>>();

function patternArbitrary(pattern: string): fc.Arbitrary<string> {
  let arbitrary = patternArbitraries.get(pattern);
  if (!arbitrary) patternArbitraries.set(pattern, (arbitrary = fc.stringMatching(new RegExp(pattern))));
  return arbitrary;
}

function stringArbitrary(schema: JsonSchema, ctx: GenerationContext, field: string | undefined): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return idArbitrary(ctx, field);
  if (schema.format === 'email') return emailArbitrary;
  if (schema.pattern) return patternArbitrary(schema.pattern);
  const minLength = schema.minLength ?? 0;
  // Long strings are covered by the boundary cases; random ones stay short so runs stay fast.
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 120, 120));
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }) },
    { weight: 3, arbitrary: fc.constant('x'.repeat(schema.maxLength !== undefined && schema.maxLength <= 4000 ? schema.maxLength : minLength)) },
    // fast-check's string units never produce half a surrogate pair; the app-wide text rule refuses one.
    { weight: 1, arbitrary: loneSurrogateArbitrary(minLength, maxLength) },
  );
}

/** Text holding at least one lone UTF-16 surrogate (a high or low half alone, or two halves in the wrong order). */
export function loneSurrogateArbitrary(minLength = 0, maxLength = 40): fc.Arbitrary<string> {
  const half = fc.oneof(
    fc.integer({ min: 0xd800, max: 0xdbff }).map((code) => String.fromCharCode(code)),
    fc.integer({ min: 0xdc00, max: 0xdfff }).map((code) => String.fromCharCode(code)),
    fc.constant('\udc00\ud800'),
  );
  const room = Math.max(0, maxLength - 2);
  return fc
    .tuple(fc.string({ maxLength: Math.floor(room / 2) }), half, fc.string({ maxLength: Math.ceil(room / 2) }))
    .map(([before, lone, after]) => (before + lone + after).padEnd(minLength, 'x'));
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e12;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e12;
  const minExcluded = schema.exclusiveMinimum !== undefined;
  const maxExcluded = schema.exclusiveMaximum !== undefined;
  if (integer) {
    return fc.integer({ min: Math.ceil(min + (minExcluded ? 1 : 0)), max: Math.floor(max - (maxExcluded ? 1 : 0)) });
  }
  const edges = [min, max].filter((v, i) => !(i === 0 ? minExcluded : maxExcluded));
  return fc.oneof(
    fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: Math.ceil(min + (minExcluded ? 1 : 0)), max: Math.floor(Math.min(max, 1e9) - (maxExcluded ? 1 : 0)) }),
    ...(edges.length ? [fc.constantFrom(...edges)] : []),
  );
}

/** True when a field of this JSON Schema takes text (a string, a string enum, or a variant of either). */
export function acceptsString(schema: JsonSchema): boolean {
  if (schema.type === 'string') return true;
  if (schema.enum?.some((v) => typeof v === 'string')) return true;
  return (schema.anyOf ?? schema.oneOf ?? []).some(acceptsString);
}

/** An arbitrary of values that the JSON Schema accepts (the zod schema gets the final word). */
export function arbitraryFor(schema: JsonSchema, ctx: GenerationContext, field?: string): fc.Arbitrary<unknown> {
  if (field && FIELD_ARBITRARIES[field]) return FIELD_ARBITRARIES[field];
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((v) => arbitraryFor(v, ctx, field)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema, ctx, field);
    case 'number':
      return numberArbitrary(schema, false);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryFor(schema.items, ctx) : fc.jsonValue(), { maxLength: 5 });
    case 'object': {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = arbitraryFor(value, ctx, key);
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.jsonValue();
  }
}

/** Values of the wrong type for any field: null, booleans, numbers as text, NaN-like, arrays, objects. */
export const wrongValueArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom('', ' ', 'NaN', 'Infinity', '-1', '1e309', '0x10', '١٢', 'true', '{}', '[]'),
  fc.string({ maxLength: 20 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
  fc.constant('x'.repeat(5000)),
  fc.constantFrom(-1, -0.01, 101, 1e10, 1e300, -1e300, Number.MAX_SAFE_INTEGER + 2),
);

/** Mutations that turn a valid object into one the schema may refuse (the caller checks with zod). */
export function invalidObjectArbitrary(schema: JsonSchema, valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const mutations: fc.Arbitrary<unknown>[] = [
    // The whole input of the wrong kind.
    fc.oneof(fc.constant(null), fc.array(fc.jsonValue(), { maxLength: 3 }), fc.string({ maxLength: 10 }), fc.integer(), fc.boolean()),
    // An unknown field (objects are strict: never silently dropped; docs/product.md#the-api).
    fc.tuple(valid, fc.constantFrom('role', 'ownerId', 'isAdmin', 'createdAt', 'extra', 'password_hash', 'id2'), fc.jsonValue()).map(
      ([v, key, value]) => ({ ...(v as object), [key]: value }),
    ),
  ];
  if (required.length) {
    mutations.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([v, key]) => {
        const copy = { ...(v as Record<string, unknown>) };
        delete copy[key];
        return copy;
      }),
    );
  }
  if (keys.length) {
    mutations.push(
      fc.tuple(valid, fc.constantFrom(...keys), wrongValueArbitrary).map(([v, key, value]) => ({ ...(v as object), [key]: value })),
    );
  }
  return fc.oneof(...mutations);
}

/** Values as they travel in a URL (params and query strings are text). */
export function asUrlValues(value: unknown): Record<string, string> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    // A URL cannot carry a lone surrogate: its UTF-8 encoding replaces it with U+FFFD, as a browser's would.
    out[k] = (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')).replace(/\p{Cs}/gu, '\uFFFD');
  }
  return out;
}
