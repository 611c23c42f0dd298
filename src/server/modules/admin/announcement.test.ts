import { describe, expect, it } from 'vitest';
import { createAdmin, signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';

const { app, database } = await createTestApp();
const admin = await createAdmin(app, database.db);
const seller = await signUp(app);

const publish = (payload: object, cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/admin/announcement', headers: cookie ? { cookie } : {}, payload });
const read = async () => (await app.inject({ method: 'GET', url: '/api/announcement' })).json();

describe('POST /api/admin/announcement', () => {
  it('publishes, and the public GET /api/announcement shows it at once; disabling hides it at once', async () => {
    const saved = await publish({ content: 'Eid delivery schedule: orders ship on Sunday.', enabled: true }, admin.cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ content: 'Eid delivery schedule: orders ship on Sunday.', enabled: true });
    expect(await read()).toEqual({ content: 'Eid delivery schedule: orders ship on Sunday.', enabled: true });

    await publish({ content: 'التوصيل متوقف يوم الجمعة', enabled: false }, admin.cookie);
    expect(await read()).toEqual({ content: 'التوصيل متوقف يوم الجمعة', enabled: false });
  });

  it('requires content (400 with the field message) and leaves the announcement as it was', async () => {
    const before = await read();
    const response = await publish({ content: '   ', enabled: true }, admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ message: 'Content is required' });
    expect((await publish({ enabled: true }, admin.cookie)).statusCode).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('refuses guests (401) and sellers (403)', async () => {
    const before = await read();
    expect((await publish({ content: 'Hijacked', enabled: true })).statusCode).toBe(401);
    expect((await publish({ content: 'Hijacked', enabled: true }, seller.cookie)).statusCode).toBe(403);
    expect(await read()).toEqual(before);
  });
});
