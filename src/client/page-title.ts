import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from './i18n/use-translation';
import { useLocation } from 'wouter';
import type { EnglishCatalogue } from './i18n/en';

type PageKey = Exclude<keyof EnglishCatalogue['common']['titles'], 'home' | 'page'>;

/** The routes of router.tsx and the title each gives the browser tab; any other address is the 404 page. */
const PAGES: Record<string, PageKey> = {
  '/login': 'login',
  '/register': 'register',
  '/profile': 'profile',
  '/history': 'history',
  '/history/compare': 'compare',
  '/reset-password': 'resetPassword',
  '/actuals': 'actuals',
  '/admin/login': 'adminLogin',
  '/admin/register': 'adminRegister',
  '/admin': 'admin',
  '/services': 'services',
  '/fees': 'fees',
  '/countries': 'countries',
  '/ledger': 'ledger',
  '/ledger/orders': 'ledgerOrders',
  '/ledger/import': 'ledgerImport',
  '/ledger/products': 'ledgerProducts',
  '/ledger/ad-spend': 'ledgerAdSpend',
  '/ledger/settings': 'ledgerSettings',
  '/ledger/warnings': 'ledgerWarnings',
  '/ledger/remittances': 'ledgerRemittances',
};

/** The `<title>` of a route in the current language: "Page — Ribh", the home page "Ribh — what it is". */
export function pageTitle(pathname: string, t: TFunction): string {
  if (pathname === '/') return t('common.titles.home');
  const path = pathname.replace(/\/+$/, '');
  // A shared plan's address ends in its token: every /s/<token> is the shared page (a revoked one says so itself).
  const page = PAGES[path] ?? (/^\/s\/[^/]+$/.test(path) ? 'shared' : 'notFound');
  return t('common.titles.page', { page: t(`common.titles.${page}`) });
}

/** Keeps the browser tab's title on the current route, in the current language. */
export function usePageTitle(): void {
  const { t, i18n } = useTranslation();
  const [location] = useLocation();
  useEffect(() => {
    document.title = pageTitle(location, t);
  }, [location, t, i18n.language]);
}

