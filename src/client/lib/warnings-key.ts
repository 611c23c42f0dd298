/** The root of the early warnings' query keys: the header's count and the lists, refreshed together. */
export const WARNINGS_KEY = ['/api/warnings'] as const;
