import { focusHeading } from './focus-heading';

/**
 * After a route change, the focus goes to the new page's heading (its h1), so a keyboard user starts from the top of
 * the page and a screen reader reads where they arrived (docs/product.md#focus-after-an-action). A page that placed the
 * focus itself (a field, a notice) keeps it. A lazy page draws its heading once its code and data arrive: the heading
 * is waited for, until the next route change or `giveUpAfterMs`. Returns the function that stops waiting.
 */
export function focusPageHeading(root: HTMLElement, giveUpAfterMs = 30_000): () => void {
  // The page left behind may still be in the tree, hidden, while the new one loads (React keeps a suspended page's
  // old content mounted under display: none): the link that was followed keeps the focus there, and its heading
  // cannot take it. Neither is the new page's.
  const hidden = (element: Element) => element.closest('[style*="display: none"]') !== null;
  const placedByPage = () => {
    const active = document.activeElement;
    return active !== null && active !== root && root.contains(active) && !hidden(active);
  };
  const tryFocus = (): boolean => {
    if (placedByPage()) return true;
    const heading = [...root.querySelectorAll<HTMLElement>('h1')].find((candidate) => !hidden(candidate));
    if (!heading) return false;
    focusHeading(heading);
    return document.activeElement === heading;
  };
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), giveUpAfterMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}
