import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { PageStatus } from './components/ui/page-status';
import HomePage from './routes/home';

// The home route is in the first bundle; every other screen loads on demand (DESIGN §7).
const NotFoundPage = lazy(() => import('./routes/not-found'));

/** Routes of SPEC §2. Later features add their lazy pages here. */
const LAZY_ROUTES: { path: string; component: LazyExoticComponent<ComponentType> }[] = [
  { path: '/login', component: lazy(() => import('./routes/login')) },
  { path: '/register', component: lazy(() => import('./routes/register')) },
  { path: '/profile', component: lazy(() => import('./routes/profile')) },
  { path: '/reset-password', component: lazy(() => import('./routes/reset-password')) },
  { path: '/history', component: lazy(() => import('./routes/history')) },
  { path: '/admin/login', component: lazy(() => import('./routes/admin-login')) },
  { path: '/admin/register', component: lazy(() => import('./routes/admin-register')) },
  { path: '/admin', component: lazy(() => import('./routes/admin')) },
  { path: '/services', component: lazy(() => import('./routes/services')) },
  { path: '/fees', component: lazy(() => import('./routes/fees')) },
  { path: '/countries', component: lazy(() => import('./routes/countries')) },
];

export function AppRouter() {
  return (
    <Suspense fallback={<PageStatus />}>
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
