import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { prefetchFirstData } from './first-data';
import { initI18n } from './i18n';
import { queryClient } from './lib/api';
import './styles.css';

void Promise.all([initI18n(), prefetchFirstData(queryClient, window.location.pathname)]).then(() => {
  // A transition renders in slices that yield to the browser, instead of one long task on a slow phone;
  // the static shell of index.html stays on screen until the first commit replaces it.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
