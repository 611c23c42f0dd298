// Latency of the lists that grow, over HTTP against the real server, one request at a time (so a figure
// is the cost of the request, not of a queue), and the plans PostgreSQL picks for them.
import { sql } from 'drizzle-orm';
import { writeListCursor } from '../../src/server/http/list-cursor';
import type { Db } from '../../src/server/db/client';
import { feeStructures, simulations, users } from '../../src/server/db/schema';
import { usersPageQuery } from '../../src/server/modules/admin/users-queries';
import { feeSegmentQuery } from '../../src/server/modules/fee-structures/queries';
import { encodeCursor } from '../../src/server/modules/simulations/history-query';
import { historyPageQuery, savedCountQuery } from '../../src/server/modules/simulations/queries';
import { historyQuerySchema } from '../../src/server/modules/simulations/history-query-schema';

/** The page size the bench reads (History's and the management lists' screens read 50 or fewer). */
export const PAGE = 50;

export interface GrowthCase {
  name: string;
  path: string;
  who: 'seller' | 'admin';
  /** History pages are kept in the server's page cache (PGlite): each sample is preceded by a write that empties it. */
  bustsPageCache?: boolean;
}

/** Where the middle and last pages start: the cursors the server would have handed out on the way there. */
export async function growthCases(db: Db, sellerId: string, exportId: string): Promise<GrowthCase[]> {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const countOf = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(query))[0]!.n;
  const saved = await countOf(sql`select count(*)::int as n from ${simulations} where user_id = ${sellerId}`);
  const historyAfter = async (offset: number) => {
    const [row] = await rows<{ at: string; id: string }>(
      sql`select created_at::text as at, id from ${simulations} where user_id = ${sellerId} order by created_at desc, id desc offset ${offset} limit 1`,
    );
    return encodeCursor({ sort: 'date', dir: 'desc', value: row!.at, id: row!.id });
  };
  const middle = await historyAfter(Math.floor(saved / 2) - 1);
  const last = await historyAfter(saved - PAGE - 1);

  const fees = await countOf(sql`select count(*)::int as n from ${feeStructures} where owner_id is null or owner_id = ${sellerId}`);
  const [fee] = await rows<{ at: string; id: string; owner: string | null }>(sql`
    select created_at::text as at, id, owner_id as owner from ${feeStructures} where owner_id is null or owner_id = ${sellerId}
    order by owner_id is null, created_at, id offset ${fees - PAGE - 1} limit 1`);
  const feeLast = writeListCursor({ segment: fee!.owner ? 'own-fees' : 'default-fees', createdAt: fee!.at, id: fee!.id });

  const accounts = await countOf(sql`select count(*)::int as n from ${users}`);
  const [account] = await rows<{ at: string; id: string }>(
    sql`select created_at::text as at, id from ${users} order by created_at, id offset ${accounts - PAGE - 1} limit 1`,
  );
  const usersLast = writeListCursor({ segment: 'users', createdAt: account!.at, id: account!.id });

  const history = `/api/simulations?limit=${PAGE}`;
  return [
    { name: 'History, first page', path: history, who: 'seller', bustsPageCache: true },
    { name: 'History, middle page', path: `${history}&cursor=${middle}`, who: 'seller', bustsPageCache: true },
    { name: 'History, last page', path: `${history}&cursor=${last}`, who: 'seller', bustsPageCache: true },
    { name: "Seller's fee list, first page", path: `/api/fee-structures?limit=${PAGE}`, who: 'seller' },
    { name: "Seller's fee list, last page", path: `/api/fee-structures?limit=${PAGE}&cursor=${feeLast}`, who: 'seller' },
    { name: 'Admin user list, first page', path: `/api/admin/users?limit=${PAGE}`, who: 'admin' },
    { name: 'Admin user list, last page', path: `/api/admin/users?limit=${PAGE}&cursor=${usersLast}`, who: 'admin' },
    { name: 'Export of one simulation (CSV)', path: `/api/simulations/${exportId}/export?format=csv`, who: 'seller' },
  ];
}

export interface Latency {
  p50Ms: number;
  p99Ms: number;
  samples: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summarize(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), samples: sorted.length };
}

/**
 * `samples` timed GETs (milliseconds) after a few untimed ones. For a History page each timed GET follows
 * an untimed note change on `bustId`, which empties the seller's page cache: the figure is a read from the
 * database, not from the cache.
 */
export async function sample(baseUrl: string, cookie: string, growthCase: GrowthCase, samples: number, bustId: string): Promise<number[]> {
  const headers = { cookie };
  const bust = async (i: number) => {
    const response = await fetch(`${baseUrl}/api/simulations/${bustId}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ note: `bench ${i}` }),
    });
    if (!response.ok) throw new Error(`PATCH for the page cache answered ${response.status}`);
    await response.arrayBuffer();
  };
  const once = async () => {
    const response = await fetch(baseUrl + growthCase.path, { headers });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${growthCase.name}: ${response.status} ${Buffer.from(body).toString()}`);
  };
  for (let i = 0; i < 5; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    if (growthCase.bustsPageCache) await bust(i);
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  return times;
}

/** EXPLAIN (as the planner chooses, nothing discouraged) of each list's read at this size. */
export async function explainLists(db: Db, sellerId: string, middleCursor: string): Promise<{ name: string; plan: string }[]> {
  const position = { createdAt: '2024-01-01 00:00:00+00', id: '00000000-0000-4000-8000-000000000000' };
  const queries = [
    ['History, first page', historyPageQuery(db, sellerId, historyQuerySchema.parse({ limit: PAGE }))],
    ['History, a later page (cursor)', historyPageQuery(db, sellerId, historyQuerySchema.parse({ limit: PAGE, cursor: middleCursor }))],
    ["History's total", savedCountQuery(db, sellerId)],
    ['Fee list, defaults after a position', feeSegmentQuery(db, null, { ...position, segment: 'default-fees' }, PAGE + 1)],
    ["Fee list, the seller's own after a position", feeSegmentQuery(db, sellerId, { ...position, segment: 'own-fees' }, PAGE + 1)],
    ['Admin user list after a position', usersPageQuery(db, { limit: PAGE, position: { ...position, segment: 'users' } })],
  ] as const;
  const plans = [];
  for (const [name, query] of queries) {
    const { sql: text, params } = query.toSQL();
    const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = params[Number(n) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
    });
    const result = (await db.execute(sql.raw(`explain ${inlined}`))) as unknown as { rows: Record<string, string>[] };
    plans.push({ name, plan: result.rows.map((row) => Object.values(row)[0]).join('\n') });
  }
  return plans;
}

/**
 * A list's page reads by index when its plan has an index scan and neither a sequential scan nor a sort;
 * the total reads the kept count and counts no simulation (a table of a few rows may well be read whole).
 */
export function readsByIndex(name: string, plan: string): boolean {
  if (name === "History's total") return plan.includes('simulation_counts') && !/Aggregate/.test(plan);
  return /Index (Only )?Scan/.test(plan) && !/Seq Scan|Sort/.test(plan);
}
