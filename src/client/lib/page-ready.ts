let resolveReady!: () => void;
const ready = new Promise<void>((resolve) => (resolveReady = resolve));

/**
 * The page answers input: the prerendered page is hydrated, or a client-rendered one drawn (router.tsx). Marks
 * `<html data-app-ready>`, which tests and the bench wait for.
 */
export function markPageReady(): void {
  document.documentElement.dataset.appReady = '';
  resolveReady();
}

/** Resolves once the page answers input: work that can wait (the offline worker's code) starts after, not before. */
export function whenPageReady(): Promise<void> {
  return ready;
}
