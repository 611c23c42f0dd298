import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SimulationPayload } from '../../../domain/schemas';
import { buildSimulationRecord } from '../../../domain/simulation-record';
import { signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { SaveBatcher } from './save-batcher';
import { PLAN_EXAMPLE } from '../../../domain/test-support/example-plans';

const { app, database } = await createTestApp();

const PAYLOAD = PLAN_EXAMPLE;

const save = (cookie: string, payload: SimulationPayload) =>
  app.inject({ method: 'POST', url: '/api/simulations', headers: { cookie }, payload });
const list = (cookie: string, query = '?limit=100') => app.inject({ method: 'GET', url: `/api/simulations${query}`, headers: { cookie } });

describe('the history list after writes', () => {
  it('shows a save and a deletion on the very next read, though the page was just read', async () => {
    const seller = await signUp(app);
    const first = await list(seller.cookie);
    expect(first.json()).toEqual([]);
    expect(first.headers['x-total-count']).toBe('0');

    const saved = (await save(seller.cookie, PAYLOAD)).json();
    const afterSave = await list(seller.cookie);
    expect(afterSave.json()).toEqual([saved]);
    expect(afterSave.headers['x-total-count']).toBe('1');

    const removed = await app.inject({ method: 'DELETE', url: `/api/simulations/${saved.id}`, headers: { cookie: seller.cookie } });
    expect(removed.statusCode).toBe(204);
    const afterDelete = await list(seller.cookie);
    expect(afterDelete.json()).toEqual([]);
    expect(afterDelete.headers['x-total-count']).toBe('0');
  });

  it("keeps each seller's pages apart", async () => {
    const [a, b] = await Promise.all([signUp(app), signUp(app)]);
    await list(a.cookie);
    await list(b.cookie);
    const saved = (await save(a.cookie, PAYLOAD)).json();
    expect((await list(a.cookie)).json()).toEqual([saved]);
    expect((await list(b.cookie)).json()).toEqual([]);
  });
});

describe('saves arriving together', () => {
  it('each get their own stored row, exactly as a later read returns it', async () => {
    const seller = await signUp(app);
    const payloads = Array.from({ length: 40 }, (_, index) => ({ ...PAYLOAD, totalLeads: 100 + index, serviceName: `Batch ${index}` }));
    const answers = await Promise.all(payloads.map((payload) => save(seller.cookie, payload)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(payloads.map(() => 201));
    const saved = answers.map((answer) => answer.json());
    expect(saved.map((row) => row.serviceName)).toEqual(payloads.map((payload) => payload.serviceName));
    expect(new Set(saved.map((row) => row.id)).size).toBe(40);

    const stored = await list(seller.cookie);
    expect(stored.headers['x-total-count']).toBe('40');
    const storedById = new Map(stored.json().map((row: { id: string }) => [row.id, row]));
    for (const answer of saved) expect(storedById.get(answer.id)).toEqual(answer);
  });

  it('do not fail together: a save whose owner is gone fails alone', async () => {
    const seller = await signUp(app);
    const batcher = new SaveBatcher(database.db);
    const record = buildSimulationRecord(PAYLOAD);
    const results = await Promise.allSettled([
      batcher.save({ userId: seller.user.id, values: { ...record, serviceName: 'kept 1' } }),
      batcher.save({ userId: randomUUID(), values: { ...record, serviceName: 'owner gone' } }),
      batcher.save({ userId: seller.user.id, values: { ...record, serviceName: 'kept 2' } }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const names = (await list(seller.cookie)).json().map((row: { serviceName: string }) => row.serviceName);
    expect(names.sort()).toEqual(['kept 1', 'kept 2']);
  });
});
