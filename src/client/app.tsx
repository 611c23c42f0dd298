import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClientProvider } from '@tanstack/react-query';
import { AnnouncementBanner } from './features/announcement/announcement-banner';
import { Header } from './components/layout/header';
import { Toaster } from './components/ui/toaster';
import { useLanguage } from './i18n/use-language';
import { queryClient } from './lib/api';
import { AppRouter } from './router';

function Shell() {
  const language = useLanguage();
  return (
    // Radix Tabs and Select ignore <html dir> without the provider (PITFALLS).
    <DirectionProvider dir={language === 'ar' ? 'rtl' : 'ltr'}>
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
