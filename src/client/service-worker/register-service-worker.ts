/**
 * Registers the offline service worker (/sw.js, decision 0033) once the page has loaded and the browser is idle,
 * so installing it (which downloads the build's files in the background) never competes with the first paint.
 * Only in a production build: the dev server has no /sw.js.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // updateViaCache 'none': the browser asks the server for /sw.js on every check, never its HTTP cache.
  const register = () => void navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch(() => undefined);
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5_000 }) : setTimeout(register, 1_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
