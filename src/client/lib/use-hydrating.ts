import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * True while React hydrates the prerendered home page, false in every other render (and in the render that
 * follows hydration). Data that arrives while hydration runs in slices (the session, answered through a preload)
 * must not change what a component draws before it is hydrated: the first render has to match the server's HTML,
 * or React throws the page away and draws it again (decision 0030).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}
