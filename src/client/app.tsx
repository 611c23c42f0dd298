import { Suspense } from 'react';
import { lazyPart } from './lib/lazy-part';
import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClientProvider } from '@tanstack/react-query';
import { isRightToLeft } from '@domain/format';
import { AnnouncementBanner } from './features/announcement/announcement-banner';
import { ConnectionBanner } from './components/layout/connection-banner';
import { Header } from './components/layout/header';
import { useLanguage } from './i18n/use-language';
import { queryClient } from './lib/api';
import { usePageTitle } from './page-title';
import { useAfterFirstPaint } from './lib/use-after-first-paint';
import { AppRouter } from './router';

// Toasts answer what the visitor does, never the first paint: their Radix code loads once the page is drawn.
const Toaster = lazyPart(() => import('./components/ui/toaster').then((module) => ({ default: module.Toaster })), { quiet: true });
// The focus follows a route change to the new page's heading; nothing to do before the visitor moves.
const RouteFocus = lazyPart(() => import('./lib/route-focus'), { quiet: true });

function Shell() {
  const language = useLanguage();
  usePageTitle();
  const toasterReady = useAfterFirstPaint();
  return (
    // Radix Tabs and Select ignore <html dir> without the provider.
    <DirectionProvider dir={isRightToLeft(language) ? 'rtl' : 'ltr'}>
      <Header />
      <ConnectionBanner />
      <AnnouncementBanner />
      <main id="main" tabIndex={-1} className="outline-none">
        <AppRouter />
      </main>
      {toasterReady && (
        <Suspense fallback={null}>
          <Toaster />
          <RouteFocus />
        </Suspense>
      )}
    </DirectionProvider>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>
  );
}
