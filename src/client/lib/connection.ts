import { useSyncExternalStore } from 'react';

/**
 * What the client knows of its link to the server: `online`; `offline` (the browser has no network, or a request
 * could not leave it); `unavailable` (the network is there but the server did not answer, answered 502/503/504, or
 * took too long). Only the server's own 401 means "signed out": a failed request never does.
 */
export type ConnectionStatus = 'online' | 'offline' | 'unavailable';

type Listener = () => void;

const listeners = new Set<Listener>();
const recoveryListeners = new Set<Listener>();
let status: ConnectionStatus = 'online';
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeDelayMs = 0;

/** How long a probe of a server that does not answer waits before the next: 1 s, doubling, at most 10 s. */
const FIRST_PROBE_DELAY_MS = 1000;
const LONGEST_PROBE_DELAY_MS = 10_000;

function setStatus(next: ConnectionStatus): void {
  if (next === status) return;
  const recovered = next === 'online';
  status = next;
  for (const listener of listeners) listener();
  if (recovered) for (const listener of recoveryListeners) listener();
}

export function connectionStatus(): ConnectionStatus {
  return status;
}

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Asks the server's health address until it answers; then the client is online again and screens reload. */
async function probe(): Promise<void> {
  probeTimer = undefined;
  if (status === 'online') return;
  try {
    const response = await fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(5000) });
    await response.text();
    if (response.ok) {
      probeDelayMs = 0;
      setStatus('online');
      return;
    }
    const retryAfter = retryAfterMs(response.headers.get('retry-after'));
    if (retryAfter !== null) probeDelayMs = retryAfter;
  } catch {
    // Still unreachable: wait longer before the next probe.
  }
  scheduleProbe();
}

function scheduleProbe(): void {
  if (probeTimer !== undefined || typeof window === 'undefined') return;
  probeDelayMs = Math.min(Math.max(probeDelayMs * 2, FIRST_PROBE_DELAY_MS), LONGEST_PROBE_DELAY_MS);
  probeTimer = setTimeout(() => void probe(), probeDelayMs);
}

/** A request could not reach the server (network error, timeout, 502/503/504). */
export function reportUnreachable(): void {
  setStatus(browserOffline() ? 'offline' : 'unavailable');
  scheduleProbe();
}

/** The server answered (whatever the answer): it is there. */
export function reportAnswered(): void {
  // The service worker answers a few reads from its cache while the browser is offline: that is not the server.
  if (browserOffline()) return;
  probeDelayMs = 0;
  setStatus('online');
}

/** Called each time the client is back online after a failure: the app refetches what failed meanwhile. */
export function onReconnect(listener: Listener): () => void {
  recoveryListeners.add(listener);
  return () => recoveryListeners.delete(listener);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The connection status, redrawn when it changes. The prerender is always drawn online. */
export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(subscribe, connectionStatus, () => 'online');
}

/** Retry-After in ms when it is a number of seconds (what Ribh's server sends), else null. */
export function retryAfterMs(header: string | null): number | null {
  return header && /^\s*\d+\s*$/.test(header) ? Number(header) * 1000 : null;
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => reportUnreachable());
  // The network is back: ask the server at once rather than at the next probe.
  window.addEventListener('online', () => {
    if (status === 'online') return;
    clearTimeout(probeTimer);
    probeTimer = undefined;
    void probe();
  });
  if (browserOffline()) {
    status = 'offline';
    scheduleProbe();
  }
}
