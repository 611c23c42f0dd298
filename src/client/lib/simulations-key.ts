/**
 * The root of the saved simulations' query keys: the history list lives under it, so saving (the
 * simulator) or deleting (the history) a simulation refreshes the list by invalidating this prefix.
 */
export const SIMULATIONS_KEY = ['/api/simulations'] as const;
