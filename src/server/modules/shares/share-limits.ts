/**
 * How often shared plans may be read and links made. A token is 256 random bits, so the read limit is not
 * what keeps tokens secret; it keeps one client from turning the public, uncached read (a database query
 * each time, so a revoked link stops at once) into load on everyone.
 */
export interface ShareLimits {
  /** Reads of `/api/shared/:token` per client address per minute: a page opens with one or two. */
  readsPerMinute: number;
  /** Links one seller may create per hour. */
  linksPerHour: number;
}

export const DEFAULT_SHARE_LIMITS: ShareLimits = { readsPerMinute: 60, linksPerHour: 60 };
