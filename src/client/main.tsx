import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { prefetchFirstData } from './first-data';
import { initI18n } from './i18n';
import { queryClient } from './lib/api';
import { whenPageReady } from './lib/page-ready';
import { FORMAT_WARM_UPS } from './lib/warm-up-formats';
import './styles.css';

/** Ends the current task, so the browser can paint or handle input before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start-up in separate short tasks (evaluating the scripts, then the translations, then the render) instead of one
// long task a slow phone cannot interrupt.
async function start(): Promise<void> {
  await nextTask();
  const root = document.getElementById('root')!;
  // The server sent the home page prerendered in this language (decision 0030, `data-prerendered`).
  const prerendered = root.dataset.prerendered;
  const firstData = prerendered ? undefined : prefetchFirstData(queryClient, window.location.pathname);
  await nextTask();
  const language = await initI18n();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (prerendered === language) {
    for (const warmUp of FORMAT_WARM_UPS) {
      await nextTask();
      warmUp(language);
    }
    // Hydrated as drawn: the catalogue, the announcement and the session arrive afterwards, through the preloads.
    // In a transition, so React hydrates in slices that give way to the browser, not in one long task.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  // Other pages render on the client, once their first data is in, in one time-sliced render. So does a home page
  // prerendered in another language than the visitor's (a choice saved before the language cookie existed).
  await (firstData ?? prefetchFirstData(queryClient, window.location.pathname));
  startTransition(() => {
    createRoot(root).render(app);
  });
}

// Offline use and installing to the home screen (decision 0033): its own chunk, fetched once the page answers input
// (not among the scripts a phone waits for before it does).
void start();
void whenPageReady()
  .then(() => import('./service-worker/register-service-worker'))
  .then(({ registerServiceWorker }) => registerServiceWorker());
