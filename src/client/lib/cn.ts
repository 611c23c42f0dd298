import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx): no Tailwind merging. Each component takes a Tailwind property from one place only
 * (its base, a variant or size prop, or the caller), so no list carries two utilities for one property; the e2e
 * `page` fixture fails a journey whose page has one (decision 0038). tailwind-merge was ~8 KB of the home page's JS.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
