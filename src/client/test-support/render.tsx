// Renders client code as the app does (the translator with the whole catalogue, TanStack Query) for the DOM tests.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Country, Service } from '@domain/entities';
import { isRightToLeft, type Language } from '@domain/format';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { createTranslator, type Translator } from '../i18n/translator';
import { TranslatorProvider } from '../i18n/use-translation';
import { getQueryFn } from '../lib/api';

const instances = new Map<Language, Translator>();

/** A translator in `language`, every group of its catalogue loaded (the app loads them in parts). */
export function testI18n(language: Language = 'en'): Translator {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = createTranslator(language);
  for (const [code, catalogue] of [['en', en], ['ar', ar], ['fr', fr]] as const) instance.addResourceBundle(code, 'translation', catalogue);
  instances.set(language, instance);
  return instance;
}

/** The providers the app wraps every screen in, with a fresh query cache that never retries. */
export function appWrapper(language: Language = 'en') {
  // The app's default load (GET the query key's parts joined), answered by `stubApi`.
  const client = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <TranslatorProvider translator={testI18n(language)}>{children}</TranslatorProvider>
      </QueryClientProvider>
    );
  };
}

export function renderInApp(ui: ReactNode, { language = 'en', ...options }: { language?: Language } & RenderOptions = {}) {
  return render(ui, { wrapper: appWrapper(language), ...options });
}

export function renderHookInApp<T>(hook: () => T, language: Language = 'en') {
  return renderHook(hook, { wrapper: appWrapper(language) });
}

/**
 * Answers the app's requests from a table of paths (the query string included when given) to JSON bodies; a
 * body that is a number is answered as that status with an error body. Anything else is a 404.
 */
export function stubApi(routes: Record<string, unknown>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request) => {
    const path = typeof url === 'string' ? url : url instanceof URL ? url.pathname + url.search : url.url;
    calls.push(path);
    const body = routes[path] ?? routes[path.split('?')[0]!];
    if (body === undefined) return new Response(JSON.stringify({ message: 'Not found', code: 'NOT_FOUND' }), { status: 404 });
    if (typeof body === 'number') return new Response(JSON.stringify({ message: 'Failed', code: 'FAILED' }), { status: body });
    if (body instanceof Response) return body.clone();
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: null, ownerId: null, isDefault: true, status: 'active' as const };

export const SERVICE_EXPRESS: Service = { ...stamp, id: 'service-express', name: 'Express COD', icon: '🚚', color: '#000000' };
export const SERVICE_PARTNER: Service = { ...stamp, id: 'service-partner', name: 'Partner COD', icon: '📦', color: '#000000' };
export const COUNTRY_MOROCCO: Country = {
  ...stamp,
  id: 'country-ma',
  name: 'Morocco',
  code: 'MA',
  currency: 'Dirham (MAD)',
  currencyCode: 'MAD',
  currencyChange: 10,
  taxRate: 20,
};
export const COUNTRY_UAE: Country = {
  ...stamp,
  id: 'country-ae',
  name: 'United Arab Emirates',
  code: 'AE',
  currency: 'Dirham (AED)',
  currencyCode: 'AED',
  currencyChange: 3.67,
  taxRate: 5,
};
