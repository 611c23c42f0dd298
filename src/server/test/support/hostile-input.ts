import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../auth/session-cookie';
import { createTestApp } from '../test-app';
import { HostileClient } from './hostile-client';
import { errorProblems } from './response-shapes';
import { operationsForFile, passCoverage } from './operation-halves';
import { AnswerTally, orderedRoutes, RoutePlan } from './route-plan';

// Every API operation of the route table (routes added later are covered without edits) gets at
// least 100 generated valid and 100 generated invalid requests (bodies, params, queries derived from
// the route's zod schemas), and hostile bodies: oversized, deeply nested, not JSON, the wrong content
// type, prototype pollution. No answer may be a 5xx; every 4xx carries the error body `{message, code}`;
// every 2xx has the expected shape. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
// The operations are shared between hostile-input-{1,2}.test.ts (every other one), so the two run in parallel
// and neither is left running alone at the end of a pass; in `npm test` each database pass takes half of them
// (support/operation-halves.ts). Known-naughty strings are in naughty-strings-{1,2}.test.ts.

const RUNS = 100;
// Routes without input have no invalid input; these extras only probe the parsers around them.
const JUNK_RUNS = 30;

/** Registers the hostile input on one share of the operations (every `shares`-th, from the `share`-th). */
export async function describeHostileInput(share: number, shares: number): Promise<void> {
  const { app, database } = await createTestApp();
  const client = new HostileClient(app, database.db);
  const tally = new AnswerTally();
  const prototypeKeysBefore = Object.getOwnPropertyNames(Object.prototype).sort();
  const allRoutes = orderedRoutes(app);
  const routes = operationsForFile(allRoutes, share, shares);

  beforeAll(() => client.signInAll());
  afterAll(() => tally.print(`hostile input, answers per operation (share ${share + 1} of ${shares} of ${passCoverage()})`));

  describe(`hostile input on every API operation (share ${share + 1} of ${shares})`, () => {
    it('has the operations of the route table to test', () => {
      expect(allRoutes.length).toBeGreaterThanOrEqual(12);
      expect(routes.length).toBeGreaterThan(0);
    });

    describe.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', (_name, route) => {
      const plan = new RoutePlan(client, route);

      it(`answers ${RUNS} generated valid inputs without a 5xx, with the expected shape or the error body`, async () => {
        await client.refreshSessions();
        let index = 0;
        await fc.assert(
          fc.asyncProperty(plan.valid(), async (request) => {
            fc.pre(plan.isValid(request));
            const response = await client.send(route, request, client.callerFor(route, index++));
            tally.count(route, 'valid', response.statusCode);
            plan.expectSound(request, response);
            // The server validates with the same schema, so a valid input is never refused as invalid.
            if (response.statusCode === 400) expect(response.json().code, plan.describe(request, response)).not.toBe('VALIDATION_FAILED');
          }),
          { numRuns: RUNS },
        );
      });

      // Only the cases that apply to a route are registered, so the run reports no skips for the others.
      if (plan.parts.length > 0)
        it(`answers ${RUNS} generated invalid inputs with 400 and the error body`, async () => {
          await client.refreshSessions();
          let index = 0;
          await fc.assert(
            fc.asyncProperty(plan.invalid(), async ({ request, broken }) => {
              fc.pre(!plan.isValid(request));
              const response = await client.send(route, request, client.callerFor(route, index++));
              tally.count(route, 'invalid', response.statusCode);
              plan.expectSound(request, response);
              // Params that no longer match the route's path reach the not-found handler instead.
              expect(broken === 'params' ? [400, 404] : [400], plan.describe(request, response)).toContain(response.statusCode);
            }),
            { numRuns: RUNS },
          );
        });

      if (plan.parts.length === 0)
        it(`answers ${JUNK_RUNS} junk query strings and headers without a 5xx (it takes no input)`, async () => {
          await client.refreshSessions();
          let index = 0;
          const printable = (s: string) => s.replace(/[^\x20-\x7e]/g, '');
          await fc.assert(
            fc.asyncProperty(
              fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }), { maxKeys: 4 }),
              fc.string({ maxLength: 60 }),
              async (query, junk) => {
                const request = { query };
                const response = await client.send(route, request, client.callerFor(route, index++), {
                  headers: { 'accept-language': printable(junk), 'x-forwarded-for': printable(junk) },
                });
                tally.count(route, 'junk', response.statusCode);
                plan.expectSound(request, response);
              },
            ),
            { numRuns: JUNK_RUNS },
          );
        });

      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
        it('refuses oversized, nested, non-JSON, wrongly typed and prototype-polluting bodies', async () => {
          await client.refreshSessions();
          const caller = route.access === 'public' ? 'guest' : client.callerFor(route, 0);
          const base = plan.validSamples(1)[0] ?? {};
          const raw = async (payload: string, contentType: string | undefined, expected: number[] | 'any') => {
            const response = await client.send(route, { ...base, body: undefined }, caller, {
              payload,
              headers: contentType ? { 'content-type': contentType } : {},
            });
            const what = `${route.method} ${route.url} ${contentType} ${payload.slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
            tally.count(route, 'hostile', response.statusCode);
            expect(response.statusCode, what).toBeLessThan(500);
            if (response.statusCode >= 400) expect(errorProblems(response), what).toEqual([]);
            if (expected !== 'any') expect(expected, what).toContain(response.statusCode);
          };
          const limit = route.bodyLimit ?? 64 * 1024;
          await raw(JSON.stringify({ padding: 'x'.repeat(limit + 1024) }), 'application/json', [413]);
          for (const payload of ['{"a":', '{name:1}', "{'a':1}", 'undefined', 'NaN', '{"a":1}{"b":2}', '\u0000', '[1,]']) {
            await raw(payload, 'application/json', [400]);
          }
          // A route that reads no body ignores one; it must still answer without a 5xx.
          const nestedExpected = plan.has('body') ? [400] : 'any';
          await raw('['.repeat(5000) + ']'.repeat(5000), 'application/json', nestedExpected);
          await raw('{"a":'.repeat(3000) + '1' + '}'.repeat(3000), 'application/json', nestedExpected);
          for (const type of [
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            'application/json-patch+json',
          ]) {
            await raw('{"a":1}', type, [415]);
          }
          await raw('{"a":1}', undefined, [415]);
          const valid = JSON.stringify(base.body ?? {}).slice(1, -1);
          const join = (extra: string) => `{${valid}${valid ? ',' : ''}${extra}}`;
          for (const payload of [
            '{"__proto__":{"polluted":"yes"}}',
            '{"constructor":{"prototype":{"polluted":"yes"}}}',
            join('"__proto__":{"polluted":"yes"}'),
            join('"constructor":{"prototype":{"polluted":"yes"}}'),
            '{"a":{"b":{"__proto__":{"polluted":"yes"}}}}',
          ]) {
            await raw(payload, 'application/json', [400]);
          }
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        });

      if (route.access !== 'public')
        it('answers junk session cookies with 401 and the error body', async () => {
          const junk = fc.sample(
            fc.oneof(fc.string({ maxLength: 80 }), fc.base64String({ maxLength: 64 }), fc.constant('x'.repeat(6000))),
            { numRuns: 20, seed: 7 },
          );
          for (const token of junk) {
            const response = await app.inject({
              method: route.method as 'GET',
              url: client.url(route, {}),
              headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` },
            });
            expect(response.statusCode, response.body).toBe(401);
            expect(errorProblems(response)).toEqual([]);
          }
        });
    });

    it('left Object.prototype unpolluted', () => {
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeysBefore);
    });
  });
}
