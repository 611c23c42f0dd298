import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { PageStatus } from './components/ui/page-status';
import { withLaterEnglish, withPageText } from './i18n';
import { LEDGER_TEXT } from './i18n/ledger-text';
import HomePage from './routes/home';
import { replayTypedBeforeHydration } from './lib/typed-before-hydration';

// The home route is in the first bundle; every other screen loads on demand (DESIGN §7).
const NotFoundPage = lazy(withLaterEnglish(() => import('./routes/not-found')));

/** A ledger page's loader: the page, the later pages' English (the sign-in redirect) and the ledger's own strings. */
const withLedgerText = <T,>(load: () => Promise<T>) => withLaterEnglish(withPageText(load, LEDGER_TEXT));

/** Routes of SPEC §2. Later features add their lazy pages here. */
const LAZY_ROUTES: { path: string; component: LazyExoticComponent<ComponentType> }[] = [
  { path: '/login', component: lazy(withLaterEnglish(() => import('./routes/login'))) },
  { path: '/register', component: lazy(withLaterEnglish(() => import('./routes/register'))) },
  { path: '/profile', component: lazy(withLaterEnglish(() => import('./routes/profile'))) },
  { path: '/reset-password', component: lazy(withLaterEnglish(() => import('./routes/reset-password'))) },
  { path: '/history', component: lazy(withLaterEnglish(() => import('./routes/history'))) },
  { path: '/history/compare', component: lazy(withLaterEnglish(() => import('./routes/history-compare'))) },
  { path: '/actuals', component: lazy(withLaterEnglish(() => import('./routes/actuals'))) },
  { path: '/admin/login', component: lazy(withLaterEnglish(() => import('./routes/admin-login'))) },
  { path: '/admin/register', component: lazy(withLaterEnglish(() => import('./routes/admin-register'))) },
  { path: '/admin', component: lazy(withLaterEnglish(() => import('./routes/admin'))) },
  { path: '/services', component: lazy(withLaterEnglish(() => import('./routes/services'))) },
  { path: '/fees', component: lazy(withLaterEnglish(() => import('./routes/fees'))) },
  { path: '/countries', component: lazy(withLaterEnglish(() => import('./routes/countries'))) },
  { path: '/ledger', component: lazy(withLedgerText(() => import('./routes/ledger'))) },
  { path: '/ledger/orders', component: lazy(withLedgerText(() => import('./routes/ledger-orders'))) },
  { path: '/ledger/import', component: lazy(withLedgerText(() => import('./routes/ledger-import'))) },
  { path: '/ledger/products', component: lazy(withLedgerText(() => import('./routes/ledger-products'))) },
  { path: '/ledger/ad-spend', component: lazy(withLedgerText(() => import('./routes/ledger-ad-spend'))) },
  { path: '/ledger/settings', component: lazy(withLedgerText(() => import('./routes/ledger-settings'))) },
  { path: '/s/:token', component: lazy(withLaterEnglish(() => import('./routes/shared'))) },
];

/**
 * Committed with the page beside it, in the same Suspense boundary: so its effect runs once the prerendered home page
 * is hydrated (a boundary that suspends while hydrating keeps the server's HTML, unhydrated, until it resumes), or
 * once a client-rendered page is drawn. What was typed into the prerendered page before that is handed to React
 * (decision 0037); then the page says it answers input, which tests wait for before they type.
 */
function PageReady() {
  useEffect(() => {
    replayTypedBeforeHydration(document.getElementById('root') ?? document);
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

export function AppRouter() {
  return (
    <Suspense fallback={<PageStatus />}>
      <PageReady />
      <Switch>
        <Route path="/" component={HomePage} />
        {LAZY_ROUTES.map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
