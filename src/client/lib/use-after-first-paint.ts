import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the page is drawn and the browser has a free moment: for content
 * below the fold that should not make the first render longer. The switch is a transition, so React
 * renders that content in slices that give way to anything the visitor does.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setReady(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(show, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(show, 200);
    return () => window.clearTimeout(id);
  }, []);
  return ready;
}
