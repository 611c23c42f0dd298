import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { textProblem } from '../../http/text-guard';
import { listApiRoutes, type ApiRoute } from '../../http/route-table';
import type { HostileClient, RequestParts } from './hostile-client';
import { errorProblems, successProblems } from './response-shapes';
import {
  arbitraryFor,
  asUrlValues,
  invalidObjectArbitrary,
  isZodSchema,
  toJsonSchema,
  wrongValueArbitrary,
  type JsonSchema,
} from './schema-arbitraries';

// What the hostile suites generate for one route of the route table, from the route's own schemas.

export type PartName = 'params' | 'query' | 'body';
export interface Part {
  name: PartName;
  zod: z.ZodType;
  json: JsonSchema;
}

/** The value as the server will see it after JSON (Infinity becomes null, undefined fields vanish). */
function asJson(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
}

const METHOD_ORDER = ['POST', 'PUT', 'PATCH', 'GET', 'DELETE'];

/** Every API route, writes first (they fill the pools of existing ids) and deletions last. */
export function orderedRoutes(app: FastifyInstance): ApiRoute[] {
  return listApiRoutes(app).sort(
    (a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method) || a.url.localeCompare(b.url),
  );
}

export class RoutePlan {
  readonly parts: Part[] = [];

  constructor(
    private readonly client: HostileClient,
    readonly route: ApiRoute,
  ) {
    const { schema } = route;
    for (const [name, value] of [['params', schema.params], ['query', schema.querystring], ['body', schema.body]] as const) {
      if (isZodSchema(value)) this.parts.push({ name, zod: value, json: toJsonSchema(value) });
    }
  }

  has(name: PartName): boolean {
    return this.parts.some((p) => p.name === name);
  }

  /** Valid for the route's schemas and for the app-wide text rule (no NUL, no lone surrogate). */
  isValid(request: RequestParts): boolean {
    if (textProblem(request)) return false;
    return this.parts.every((part) => part.zod.safeParse(request[part.name] ?? (part.name === 'body' ? undefined : {})).success);
  }

  private arbitrary(part: Part): fc.Arbitrary<unknown> {
    return arbitraryFor(part.json, this.client.contextFor(this.route));
  }

  /** Candidates for valid requests (params and query as text, as on the wire); filter with isValid. */
  valid(): fc.Arbitrary<RequestParts> {
    const record: Partial<Record<PartName, fc.Arbitrary<unknown>>> = {};
    for (const part of this.parts) {
      record[part.name] = this.arbitrary(part).map((v) => (part.name === 'body' ? asJson(v) : asUrlValues(v)));
    }
    return fc.record(record) as fc.Arbitrary<RequestParts>;
  }

  private broken(part: Part): fc.Arbitrary<unknown> {
    const valid = this.arbitrary(part);
    if (part.name === 'body') return invalidObjectArbitrary(part.json, valid).map(asJson);
    if (part.name === 'params') {
      const keys = Object.keys(part.json.properties ?? {});
      const bad = fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), wrongValueArbitrary.map((v) => JSON.stringify(v) ?? 'x'));
      return fc.tuple(valid, fc.constantFrom(...keys), bad).map(([v, key, value]) => ({ ...(asUrlValues(v) ?? {}), [key]: value || 'x' }));
    }
    return invalidObjectArbitrary(part.json, valid).map((v) => asUrlValues(v) ?? { junk: JSON.stringify(v) });
  }

  /** Candidates for invalid requests: one part broken, the others valid; filter with !isValid. */
  invalid(): fc.Arbitrary<{ request: RequestParts; broken: PartName }> {
    return fc.constantFrom(...this.parts).chain((part) =>
      fc.tuple(this.valid(), this.broken(part)).map(([request, bad]) => ({ request: { ...request, [part.name]: bad }, broken: part.name })),
    );
  }

  /** `count` valid requests, each drawn fresh (unique emails stay unique). */
  validSamples(count: number): RequestParts[] {
    const found: RequestParts[] = [];
    // Batches of 20 at least: a body with rules across its fields (an actual record's funnel: confirmed ≤ leads,
    // delivered + returned ≤ confirmed) is valid for only a few random candidates, and one at a time could miss.
    for (let attempt = 0; attempt < 20 && found.length < count; attempt++) {
      found.push(...fc.sample(this.valid(), Math.max(count, 20)).filter((r) => this.isValid(r)));
    }
    return found.slice(0, count);
  }

  describe(request: RequestParts, response: LightMyRequestResponse): string {
    const body = JSON.stringify(request.body)?.slice(0, 300);
    return `${this.route.method} ${this.client.url(this.route, request)} ${body} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  }

  /** The checks every answer passes, whatever was sent. */
  expectSound(request: RequestParts, response: LightMyRequestResponse): void {
    const what = this.describe(request, response);
    expect(response.statusCode, what).toBeLessThan(500);
    if (response.statusCode >= 400) expect(errorProblems(response), what).toEqual([]);
    if (response.statusCode < 300) expect(successProblems(this.route.method, this.route.url, response), what).toEqual([]);
  }
}

/** Counts answers per route and kind, printed at the end of a suite. */
export class AnswerTally {
  private rows = new Map<string, Record<string, number>>();

  count(route: ApiRoute, kind: string, statusCode: number): void {
    const key = `${route.method} ${route.url}`;
    const row = this.rows.get(key) ?? {};
    const bucket = `${kind} ${Math.floor(statusCode / 100)}xx`;
    row[bucket] = (row[bucket] ?? 0) + 1;
    this.rows.set(key, row);
  }

  print(title: string): void {
    const lines = [...this.rows].map(([route, row]) => `  ${route.padEnd(48)} ${Object.entries(row).map(([k, v]) => `${k}: ${v}`).join(', ')}`);
    console.log(`${title}:\n${lines.join('\n')}`);
  }
}
