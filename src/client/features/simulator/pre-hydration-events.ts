import { useLayoutEffect, type Dispatch } from 'react';
import type { SimulatorEvent } from './simulator-reducer';

const waiting: SimulatorEvent[] = [];

/**
 * A way in for what the visitor did on the prerendered page before its scripts hydrated it (decision 0037).
 * Text typed before hydration needs nothing from here: it is replayed into the fields, whose onChange turns it
 * into `fieldTyped` events. A tap has no such trace in the page (a preset tab, a select, a disclosure), so
 * whoever records it hands it over as the event it means, e.g. `handToSimulator({ type: 'presetChosen',
 * choice: 250 })`. Events handed over before the simulator is mounted wait and are applied, in order, as it
 * mounts (before the browser paints); later ones go straight to it.
 */
const wait = (event: SimulatorEvent): void => void waiting.push(event);
export let handToSimulator = wait;

/** Connects the mounted simulator to `handToSimulator`, applying the events that waited for it. */
export function useHandedEvents(dispatch: Dispatch<SimulatorEvent>): void {
  useLayoutEffect(() => {
    handToSimulator = dispatch;
    waiting.splice(0).forEach(dispatch);
    return () => {
      handToSimulator = wait;
    };
  }, [dispatch]);
}
