export const insights = {} as const;
