import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { prefetchFirstData } from './first-data';
import { initI18n } from './i18n';
import { queryClient } from './lib/api';
import './styles.css';

/** Ends the current task, so the browser can paint or handle input before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start-up in separate short tasks (evaluating the scripts, then asking for the first data, then the
// translations, then a time-sliced render) instead of one long task a slow phone cannot interrupt;
// the static shell of index.html stays on screen until the first commit replaces it.
async function start(): Promise<void> {
  await nextTask();
  const firstData = prefetchFirstData(queryClient, window.location.pathname);
  await nextTask();
  await initI18n();
  await firstData;
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// Offline use and installing to the home screen (decision 0033): its own chunk, after the app is on screen.
void start()
  .then(() => import('./service-worker/register-service-worker'))
  .then(({ registerServiceWorker }) => registerServiceWorker());
