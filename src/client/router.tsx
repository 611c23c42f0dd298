import { Suspense, useEffect, type ComponentType } from 'react';
import { lazyPart } from './lib/lazy-part';
import { Route, Switch } from 'wouter';
import { PageStatus } from './components/ui/page-status';
import { withLaterText } from './i18n';
import HomePage from './routes/home';
import { markPageReady } from './lib/page-ready';
import { replayTapsBeforeHydration } from './lib/taps-before-hydration';
import { replayTypedBeforeHydration } from './lib/typed-before-hydration';

// The home route is in the first bundle; every other screen loads on demand (docs/product.md#performance-budgets).
const NotFoundPage = lazyPart(withLaterText(() => import('./routes/not-found')));

/** Every route of the app (docs/product.md#screens). Later features add their lazy pages here. */
const LAZY_ROUTES: { path: string; component: ComponentType }[] = [
  { path: '/login', component: lazyPart(withLaterText(() => import('./routes/login'))) },
  { path: '/register', component: lazyPart(withLaterText(() => import('./routes/register'))) },
  { path: '/profile', component: lazyPart(withLaterText(() => import('./routes/profile'))) },
  { path: '/reset-password', component: lazyPart(withLaterText(() => import('./routes/reset-password'))) },
  { path: '/history', component: lazyPart(withLaterText(() => import('./routes/history'))) },
  { path: '/history/compare', component: lazyPart(withLaterText(() => import('./routes/history-compare'))) },
  { path: '/actuals', component: lazyPart(withLaterText(() => import('./routes/actuals'))) },
  { path: '/admin/login', component: lazyPart(withLaterText(() => import('./routes/admin-login'))) },
  { path: '/admin/register', component: lazyPart(withLaterText(() => import('./routes/admin-register'))) },
  { path: '/admin', component: lazyPart(withLaterText(() => import('./routes/admin'))) },
  { path: '/services', component: lazyPart(withLaterText(() => import('./routes/services'))) },
  { path: '/fees', component: lazyPart(withLaterText(() => import('./routes/fees'))) },
  { path: '/countries', component: lazyPart(withLaterText(() => import('./routes/countries'))) },
  { path: '/s/:token', component: lazyPart(withLaterText(() => import('./routes/shared'))) },
  // The ledger's screens are one entry: `/ledger` and every address under it (routes/ledger.tsx picks the screen).
  { path: '/ledger/*?', component: lazyPart(withLaterText(() => import('./routes/ledger'))) },
];

/**
 * Committed with the page beside it, in the same Suspense boundary: so its effect runs once the prerendered home page
 * is hydrated (a boundary that suspends while hydrating keeps the server's HTML, unhydrated, until it resumes), or
 * once a client-rendered page is drawn. What was typed into the prerendered page before that is handed to React
 * (decision 0037), then what was tapped, in order (decision 0039: a preset tapped before is chosen now); then the
 * page says it answers input, which tests wait for before they type.
 */
function PageReady() {
  useEffect(() => {
    replayTypedBeforeHydration(document.getElementById('root') ?? document);
    replayTapsBeforeHydration();
    markPageReady();
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
