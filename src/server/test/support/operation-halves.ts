// The naughty strings and the hostile input send thousands of requests to every API operation, and `npm test` runs
// its API tests on two databases side by side. There each database pass takes one half of the operations (every
// other one in the route table's order) and the halves swap from one day to the next: every operation meets every
// string and every generated request on one of the two databases in every run, every string reaches both databases'
// drivers in every run (each half has operations that store text), and every operation meets both databases within
// two days. A pass run on its own (`npx vitest run`, `npm run test:pg`) takes every operation. Decision 0074.

/** The variable `npm test` sets for each database pass: `0` or `1` takes that half; unset takes every operation. */
export const OPERATION_HALF_VARIABLE = 'TEST_OPERATION_HALF';

function halfOfThisPass(): 0 | 1 | undefined {
  const value = process.env[OPERATION_HALF_VARIABLE];
  if (value === undefined || value === '') return undefined;
  if (value === '0' || value === '1') return Number(value) as 0 | 1;
  throw new Error(`${OPERATION_HALF_VARIABLE} must be 0, 1 or unset, not ${JSON.stringify(value)}`);
}

/**
 * The operations one test file of a suite registers: this pass's half of `routes` (all of them when the pass runs
 * alone), then every `shares`-th of that from the `share`-th, so a suite's files split the pass's work between them.
 */
export function operationsForFile<T>(routes: readonly T[], share: number, shares: number): T[] {
  const half = halfOfThisPass();
  const ofThisPass = half === undefined ? [...routes] : routes.filter((_route, index) => index % 2 === half);
  return ofThisPass.filter((_route, index) => index % shares === share);
}

/** How the suite's printed tally names what this pass covered. */
export function passCoverage(): string {
  const half = halfOfThisPass();
  return half === undefined ? 'every operation' : `operations of half ${half} (${OPERATION_HALF_VARIABLE}=${half})`;
}
