import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { focusPageHeading } from './focus-page-heading';

/**
 * Moves the focus to the new page's heading after each route change (docs/product.md#focus-after-an-action); the
 * address it was first drawn at is where the visitor already is. Loaded after the first paint, off the home page's
 * first load.
 */
export default function RouteFocus() {
  const [location] = useLocation();
  const first = useRef<string | null>(location);
  // Said on the page, as `data-app-ready` is: from now on a route change moves the focus (tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.routeFocus = 'ready';
  }, []);
  useEffect(() => {
    if (location === first.current) return;
    first.current = null;
    const main = document.getElementById('main');
    return main ? focusPageHeading(main) : undefined;
  }, [location]);
  return null;
}
