/** Session lifetimes per role (docs/product.md#security): administrators get short sessions, sellers long ones. */
export type Role = 'user' | 'admin';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SESSION_LIFETIME: Record<Role, { idleMs: number; absoluteMs: number }> = {
  user: { idleMs: 14 * DAY, absoluteMs: 30 * DAY },
  admin: { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR },
};

/** The idle expiry moves forward at most this often, so a busy seller costs one write a minute, not one per request. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE;
