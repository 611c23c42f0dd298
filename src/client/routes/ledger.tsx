import { Suspense } from 'react';
import { lazyPart } from '../lib/lazy-part';
import { Route, Switch } from 'wouter';
import { PageStatus } from '../components/ui/page-status';
import { LedgerNav } from '../features/ledger/ledger-nav';
import { useLedgerText } from '../i18n/ledger-text';
import { SignedInOnly } from './signed-in-only';

// The ledger is one entry of the app's router (`/ledger/*?`), so the home page's first script names one chunk for
// it, not six; each screen then loads on its own.
const SCREENS = [
  { path: '/ledger', screen: lazyPart(() => import('../features/ledger/daily/daily-screen').then((m) => ({ default: m.DailyScreen }))) },
  {
    path: '/ledger/orders',
    screen: lazyPart(() => import('../features/ledger/orders/orders-screen').then((m) => ({ default: m.OrdersScreen }))),
  },
  {
    path: '/ledger/import',
    screen: lazyPart(() => import('../features/ledger/import/import-screen').then((m) => ({ default: m.ImportScreen }))),
  },
  {
    path: '/ledger/products',
    screen: lazyPart(() => import('../features/ledger/products/products-screen').then((m) => ({ default: m.ProductsScreen }))),
  },
  {
    path: '/ledger/ad-spend',
    screen: lazyPart(() => import('../features/ledger/ad-spend/ad-spend-screen').then((m) => ({ default: m.AdSpendScreen }))),
  },
  {
    path: '/ledger/settings',
    screen: lazyPart(() => import('../features/ledger/settings/settings-screen').then((m) => ({ default: m.SettingsScreen }))),
  },
  {
    path: '/ledger/warnings',
    screen: lazyPart(() => import('../features/warnings/digest-screen').then((m) => ({ default: m.DigestScreen }))),
  },
  {
    path: '/ledger/remittances',
    screen: lazyPart(() => import('../features/remittances/remittances-screen').then((m) => ({ default: m.RemittancesScreen }))),
  },
];

// The daily screen shows the early warnings first, above its figures.
const WarningsPanel = lazyPart(() => import('../features/warnings/warnings-panel').then((m) => ({ default: m.WarningsPanel })));

/** The order ledger's pages for signed-in sellers: daily profit, orders, import, products, ad spend, settings, this week's warnings, courier remittances. */
export default function LedgerPage() {
  return (
    <SignedInOnly>
      <Suspense fallback={<PageStatus />}>
        <LedgerScreens />
      </Suspense>
    </SignedInOnly>
  );
}

function LedgerScreens() {
  useLedgerText();
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-3 py-4 sm:px-4 sm:py-6">
      <LedgerNav />
      <Suspense fallback={<PageStatus />}>
        <Switch>
          {SCREENS.map(({ path, screen: Screen }) => (
            <Route key={path} path={path}>
              {path === '/ledger' && <WarningsPanel />}
              <Screen />
            </Route>
          ))}
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </Suspense>
    </div>
  );
}

const NotFound = lazyPart(() => import('./not-found'));
