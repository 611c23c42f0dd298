// The one place `lazy` is called: every other part goes through lazyPart.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { lazy } from 'react';
import { Component, useLayoutEffect, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** The pauses before the second and third tries of a chunk that failed to download (a flaky phone network). */
const RETRY_PAUSES_MS = [400, 1500];

/** Resolves after the pause, or sooner when the browser comes back online. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/** `load`, tried again after each pause while it fails; the last failure is thrown. */
export async function loadWithRetries<T>(load: () => Promise<T>, pauses: readonly number[] = RETRY_PAUSES_MS): Promise<T> {
  for (const ms of pauses) {
    try {
      return await load();
    } catch {
      await pause(ms);
    }
  }
  return load();
}

/** `quiet`: a part the seller never sees (the toaster, the focus keeper) draws nothing when it cannot load. */
export interface LazyPartOptions {
  quiet?: boolean;
  pauses?: readonly number[];
}

/**
 * `lazy()` for a part of a page, with its own error boundary: a chunk that fails to download is tried again, and if it
 * still fails only that part says so, with a button that tries once more; the rest of the page and what was typed in
 * it stay (docs/product.md#lazy-parts). React keeps a failed lazy component failed, so each new try makes a new one.
 */
// `any` as in React's own `lazy`: a loader's component may take any props, and the part takes the same.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  options: LazyPartOptions = {},
): ComponentType<ComponentProps<T>> {
  const make = () => lazy(() => loadWithRetries(load, options.pauses));
  let Loaded = make();
  const retry = () => {
    Loaded = make();
  };
  function LazyPart(props: ComponentProps<T>) {
    return <PartBoundary quiet={options.quiet} onRetry={retry} render={() => <Loaded {...props} />} />;
  }
  return LazyPart;
}

interface BoundaryProps {
  quiet?: boolean;
  onRetry: () => void;
  render: () => ReactNode;
}

/** `failed` while the part cannot draw; `retried`: the seller already pressed "Try again" and it failed anew. */
interface BoundaryState {
  failed: boolean;
  retried: boolean;
}

class PartBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, retried: false };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  tryAgain = (pressed: boolean) => {
    this.props.onRetry();
    this.setState(({ retried }) => ({ failed: false, retried: retried || pressed }));
  };

  override render() {
    const { failed, retried } = this.state;
    if (!failed) return this.props.render();
    if (this.props.quiet) return null;
    // Failing again after a press, the chunk is probably gone (a newer version was deployed): only a reload brings it.
    return (
      <PartFailed
        again={retried}
        onPress={retried ? () => window.location.reload() : () => this.tryAgain(true)}
        onOnline={() => this.tryAgain(false)}
      />
    );
  }
}

function PartFailed({ again, onPress, onOnline }: { again: boolean; onPress: () => void; onOnline: () => void }) {
  const { t } = useTranslation();
  // Back online, the part is tried again without waiting for a press. Listened for as the message is put in the page
  // (a layout effect): an effect runs later, and a connection back in between went unheard, leaving the message up.
  useLayoutEffect(() => {
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  });
  return (
    <div
      role="alert"
      data-testid="part-failed"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <span className="min-w-0 flex-1">{again ? t('connection.partFailedAgain') : t('connection.partFailed')}</span>
      <button
        type="button"
        onClick={onPress}
        className="h-10 shrink-0 rounded-md border border-slate-300 bg-white px-4 font-medium text-slate-900 hover:bg-slate-100"
      >
        {again ? t('connection.reloadPage') : t('connection.tryAgain')}
      </button>
    </div>
  );
}
