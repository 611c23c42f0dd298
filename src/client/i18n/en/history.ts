export const history = {} as const;
