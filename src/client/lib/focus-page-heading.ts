import { focusHeading } from './focus-heading';

/**
 * After a route change, the focus goes to the new page's heading (its h1), so a keyboard user starts from the top of
 * the page and a screen reader reads where they arrived (docs/product.md#focus-after-an-action). A page that placed the
 * focus itself (a field, a notice) keeps it. A lazy page draws its heading once its code and data arrive: the heading
 * is waited for, until the next route change or `giveUpAfterMs`. Returns the function that stops waiting.
 */
export function focusPageHeading(root: HTMLElement, giveUpAfterMs = 30_000): () => void {
  const placedByPage = () => {
    const active = document.activeElement;
    return active !== null && active !== root && root.contains(active);
  };
  const tryFocus = (): boolean => {
    if (placedByPage()) return true;
    // The page left behind may still be in the tree, hidden, while the new one loads (React keeps a suspended page's
    // old content mounted under display: none): its heading cannot take the focus and is not the new page's.
    const heading = [...root.querySelectorAll<HTMLElement>('h1')].find((candidate) => !candidate.closest('[style*="display: none"]'));
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
