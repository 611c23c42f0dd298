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
    // Body (one text) is read as the English text, the one every reader falls back to.
    const saved = await publish({ content: 'Eid delivery schedule: orders ship on Sunday.', enabled: true }, admin.cookie);
    expect(saved.statusCode).toBe(200);
    const english = { content: 'Eid delivery schedule: orders ship on Sunday.', texts: { en: 'Eid delivery schedule: orders ship on Sunday.', ar: '', fr: '' } };
    expect(saved.json()).toEqual({ ...english, enabled: true });
    expect(await read()).toEqual({ ...english, enabled: true });

    await publish({ content: 'Deliveries pause on Friday.', enabled: false }, admin.cookie);
    expect(await read()).toMatchObject({ content: 'Deliveries pause on Friday.', enabled: false });
  });

  it('keeps a text per language, each trimmed; one written language is enough', async () => {
    const texts = { en: ' Deliveries pause on Friday. ', ar: 'التوصيل متوقف يوم الجمعة', fr: 'Les livraisons s’arrêtent vendredi.' };
    const saved = await publish({ texts, enabled: true }, admin.cookie);
    expect(saved.statusCode).toBe(200);
    const expected = { content: 'Deliveries pause on Friday.', texts: { ...texts, en: 'Deliveries pause on Friday.' }, enabled: true };
    expect(saved.json()).toEqual(expected);
    expect(await read()).toEqual(expected);

    const arabicOnly = await publish({ texts: { ar: 'التوصيل متوقف يوم الجمعة' }, enabled: true }, admin.cookie);
    expect(arabicOnly.statusCode).toBe(200);
    // `content`, for clients that read one text, is then the Arabic one.
    expect(await read()).toEqual({ content: 'التوصيل متوقف يوم الجمعة', texts: { en: '', ar: 'التوصيل متوقف يوم الجمعة', fr: '' }, enabled: true });
  });

  it('refuses a language it does not know and a text over 2000 characters (400), leaving the announcement as it was', async () => {
    const before = await read();
    expect((await publish({ texts: { de: 'Hallo' }, enabled: true }, admin.cookie)).statusCode).toBe(400);
    expect((await publish({ texts: { ar: 'ب'.repeat(2001) }, enabled: true }, admin.cookie)).statusCode).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('requires content (400 with the field message) and leaves the announcement as it was', async () => {
    const before = await read();
    const response = await publish({ content: '   ', enabled: true }, admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ message: 'Content is required' });
    expect((await publish({ enabled: true }, admin.cookie)).statusCode).toBe(400);
    const blank = await publish({ texts: { en: ' ', ar: '', fr: '\n' }, enabled: true }, admin.cookie);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0]).toMatchObject({ message: 'Content is required' });
    expect(await read()).toEqual(before);
  });

  it('refuses guests (401) and sellers (403)', async () => {
    const before = await read();
    expect((await publish({ content: 'Hijacked', enabled: true })).statusCode).toBe(401);
    expect((await publish({ content: 'Hijacked', enabled: true }, seller.cookie)).statusCode).toBe(403);
    expect(await read()).toEqual(before);
  });
});
