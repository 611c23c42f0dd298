/**
 * Taps on the prerendered home page before React has hydrated it (decision 0039). The page answers them in two ways:
 * - what the browser does by itself keeps working and is handed to React afterwards: a native select (language)
 *   changes, a disclosure (`<details>`, Advanced costs) opens, a link navigates;
 * - a button (a preset tab, a fee's edit button, the menu) does nothing without its script: the tap is kept, the
 *   button shows it is waiting (`aria-busy`, `data-tapped-before-ready`, styled in styles.css), and once the page is
 *   hydrated the tap is replayed as a click, so React's own handler does what the tap asked (a preset tap chooses
 *   that preset).
 * Until the replay, such events stop at the document: React, which starts listening when hydration begins, would
 * otherwise handle some of them itself and drop others (a click on a part still being hydrated), and a replay
 * could then repeat one. After the replay the recorder is gone and every event is React's.
 */

/** One input kept before hydration; the element is the prerendered one, which hydration keeps. */
export type TapBeforeHydration =
  | { kind: 'click'; element: HTMLElement }
  | { kind: 'change'; element: HTMLSelectElement; value: string }
  | { kind: 'toggle'; element: HTMLDetailsElement; open: boolean };

export interface TapRecorder {
  taps: TapBeforeHydration[];
  /** Removes the recorder's listeners; what it kept stays in `taps`. */
  stop(): void;
}

declare global {
  interface Window {
    ribhTapsBeforeHydration?: TapRecorder;
  }
}

/**
 * Starts keeping taps. It runs in the page's first script (scripts/prerender-home.ts writes its source into the
 * after-paint script, which the browser runs as the page is first drawn), before any module of the app: so it is
 * self-contained — no import, no name from this module's scope.
 */
export function recordTapsBeforeHydration(): void {
  if (window.ribhTapsBeforeHydration) return;
  const taps: TapBeforeHydration[] = [];
  const marked = 'data-tapped-before-ready';
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    // Links navigate and a disclosure opens by themselves; a form control's own click is the browser's.
    const button = target?.closest('button');
    if (!button || button.disabled || !button.closest('#root')) return;
    event.stopPropagation();
    // A submit button would send its form as a page load and lose the page; its click is replayed instead.
    if (button.type === 'submit') event.preventDefault();
    // Tapping twice on a page that seems not to answer means "did it take?", not "twice".
    const last = taps[taps.length - 1];
    if (last?.kind === 'click' && last.element === button) return;
    taps.push({ kind: 'click', element: button });
    button.setAttribute(marked, '');
    button.setAttribute('aria-busy', 'true');
  };
  const onChange = (event: Event) => {
    if (!(event.target instanceof HTMLSelectElement) || !event.target.closest('#root')) return;
    event.stopPropagation();
    taps.push({ kind: 'change', element: event.target, value: event.target.value });
  };
  const onToggle = (event: Event) => {
    if (!(event.target instanceof HTMLDetailsElement) || !event.target.closest('#root')) return;
    event.stopPropagation();
    taps.push({ kind: 'toggle', element: event.target, open: event.target.open });
  };
  // Capture at the document: before React's listeners on #root, and toggle does not bubble.
  document.addEventListener('click', onClick, true);
  document.addEventListener('change', onChange, true);
  document.addEventListener('toggle', onToggle, true);
  window.ribhTapsBeforeHydration = {
    taps,
    stop() {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('change', onChange, true);
      document.removeEventListener('toggle', onToggle, true);
    },
  };
}

/**
 * Called once the page is hydrated: stops the recorder and hands React each kept tap, in order, through the
 * element's own handlers (a click; a select's change event with the value chosen then; a disclosure's toggle event
 * with the state it was left in). Taps on elements the page no longer holds are dropped.
 */
export function replayTapsBeforeHydration(recorder: TapRecorder | undefined = window.ribhTapsBeforeHydration): void {
  if (!recorder) return;
  recorder.stop();
  const taps = recorder.taps.splice(0);
  for (const tap of taps) {
    tap.element.removeAttribute('data-tapped-before-ready');
    if (tap.kind === 'click') tap.element.removeAttribute('aria-busy');
  }
  for (const tap of taps) {
    if (!tap.element.isConnected) continue;
    if (tap.kind === 'click') {
      tap.element.click();
    } else if (tap.kind === 'change') {
      tap.element.value = tap.value;
      tap.element.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      tap.element.open = tap.open;
      tap.element.dispatchEvent(new Event('toggle'));
    }
  }
}
