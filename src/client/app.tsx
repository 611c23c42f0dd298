import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClientProvider } from '@tanstack/react-query';
import { isRightToLeft } from '@domain/format';
import { AnnouncementBanner } from './features/announcement/announcement-banner';
import { Header } from './components/layout/header';
import { Toaster } from './components/ui/toaster';
import { useLanguage } from './i18n/use-language';
import { queryClient } from './lib/api';
import { usePageTitle } from './page-title';
import { AppRouter } from './router';

function Shell() {
  const language = useLanguage();
  usePageTitle();
  return (
    // Radix Tabs and Select ignore <html dir> without the provider (PITFALLS).
    <DirectionProvider dir={isRightToLeft(language) ? 'rtl' : 'ltr'}>
      <Header />
      <AnnouncementBanner />
      <main id="main" tabIndex={-1} className="outline-none">
        <AppRouter />
      </main>
      <Toaster />
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
