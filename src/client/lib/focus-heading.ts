/**
 * Gives the focus to a heading (made focusable from script only), so a keyboard user goes on from there and a screen
 * reader reads it (docs/product.md#focus-after-an-action). Nothing happens without one.
 */
export function focusHeading(heading: HTMLElement | null): void {
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}
