import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { PageStatus } from './components/ui/page-status';
import { withLaterEnglish } from './i18n';
import HomePage from './routes/home';
import { replayTypedBeforeHydration } from './lib/typed-before-hydration';

// The home route is in the first bundle; every other screen loads on demand (DESIGN §7).
const NotFoundPage = lazy(withLaterEnglish(() => import('./routes/not-found')));

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
  // The ledger's screens are one entry: `/ledger` and every address under it (routes/ledger.tsx picks the screen).
  { path: '/ledger/*?', component: lazy(withLaterEnglish(() => import('./routes/ledger'))) },
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
