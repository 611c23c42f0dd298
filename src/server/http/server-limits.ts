/**
 * How long and how much a client may take (docs/product.md#operations). Without these a client that sends
 * one byte every ten seconds holds its request, and whatever counted it, for ever.
 */
export interface ServerLimits {
  /** Longest wait for the complete request headers (from the connection's start, for its first request); then 408. */
  headersTimeoutMs: number;
  /** Longest wait for the complete request, body included; then 408. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open: above the 60 s idle timeout of common load balancers. */
  keepAliveTimeoutMs: number;
  /** Open connections beyond which new ones are closed at once, well below the file descriptor limit. */
  maxConnections: number;
}

// No maxRequestsPerSocket: past the limit Node answers 503 to every further request of a client that
// ignores `Connection: close` (autocannon does), turning a keep-alive client into errors.
export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  keepAliveTimeoutMs: 72_000,
  maxConnections: 10_000,
};

/**
 * Node checks the two request timeouts on a timer (30 s by default), so a 15 s timeout could cut at 45 s;
 * checking four times per timeout (at most once a second) cuts within a quarter of the timeout.
 */
export function connectionsCheckingIntervalMs(limits: ServerLimits): number {
  return Math.max(50, Math.min(1000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)));
}
