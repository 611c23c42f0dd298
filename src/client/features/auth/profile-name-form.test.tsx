import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@domain/entities';
import type { Language } from '@domain/format';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { renderInApp } from '../../test-support/render';
import { ProfileNameForm } from './profile-name-form';

// The profile's names: saved through PATCH /api/auth/user, each refusal said at its field in the reader's language.

const CATALOGUES = { en, ar, fr };
const USER: User = { id: 'user-1', email: 'amal@example.com', firstName: 'Amal', lastName: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: null } as unknown as User;

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderForm(language: Language) {
  renderInApp(<ProfileNameForm user={USER} />, { language });
  const c = CATALOGUES[language];
  return {
    c,
    first: screen.getByLabelText(new RegExp(`^${c.auth.fields.firstName}`)) as HTMLInputElement,
    last: screen.getByLabelText(new RegExp(`^${c.auth.fields.lastName}`)) as HTMLInputElement,
    save: () => fireEvent.click(screen.getByRole('button', { name: c.auth.profile.name.save })),
  };
}

describe('ProfileNameForm', () => {
  it.each(['en', 'ar', 'fr'] as const)('saves the names and says so (%s)', async (language) => {
    const fetch = answer(200, { ...USER, firstName: 'أمل', lastName: 'Benali', updatedAt: '2026-11-26T10:00:00.000Z' });
    const { c, first, last, save } = renderForm(language);
    expect(first.value).toBe('Amal');
    fireEvent.change(first, { target: { value: 'أمل' } });
    fireEvent.change(last, { target: { value: ' Benali ' } });
    save();
    await waitFor(() => expect(screen.getByTestId('profile-name-saved').textContent).toBe(c.auth.profile.name.saved));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/user');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ firstName: 'أمل', lastName: 'Benali' });
  });

  it.each(['en', 'ar', 'fr'] as const)('says a name that is too long at its field before sending, in the reader’s language (%s)', async (language) => {
    const fetch = answer(200, USER);
    const { c, last, save } = renderForm(language);
    fireEvent.change(last, { target: { value: 'b'.repeat(101) } });
    save();
    const expected = c.checks.field.tooLong.replace('{{limit}}', '100');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(expected));
    expect(last.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal at the field it names', async () => {
    answer(400, { message: 'Validation failed', code: 'VALIDATION_FAILED', errors: [{ path: 'lastName', code: 'notAName', message: 'x' }] });
    const { last, save } = renderForm('fr');
    fireEvent.change(last, { target: { value: 'Ben Ali' } });
    save();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(fr.checks.field.notAName));
    expect(document.activeElement).toBe(last);
  });
});
