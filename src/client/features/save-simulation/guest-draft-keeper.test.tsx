import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'wouter';
import { DEFAULT_FEES } from '@domain/fees';
import { SIMULATOR_CURRENCY_KEYS } from '@domain/model/money-inputs';
import { simulate, type SimulationInput } from '@domain/model/simulate';
import { DEFAULT_SIMULATOR_INPUTS } from '@domain/scenarios';
import type { SimulatorSnapshot } from '../../lib/simulator-snapshot';
import { COUNTRY_MOROCCO, SERVICE_EXPRESS } from '../../test-support/render';
import { GuestDraftKeeper } from './guest-draft-keeper';

const STORAGE_KEY = 'ribh.guestDraft';

function snapshot(values: Partial<SimulationInput>, market: boolean): SimulatorSnapshot {
  const input: SimulationInput = { ...DEFAULT_FEES, ...DEFAULT_SIMULATOR_INPUTS, ...values };
  return {
    services: [SERVICE_EXPRESS],
    countries: [COUNTRY_MOROCCO],
    service: market ? SERVICE_EXPRESS : undefined,
    country: market ? COUNTRY_MOROCCO : undefined,
    fees: DEFAULT_FEES,
    feeSource: 'built-in',
    input,
    entered: Object.fromEntries(SIMULATOR_CURRENCY_KEYS.map((key) => [key, input[key]])) as SimulatorSnapshot['entered'],
    currencies: { localCurrencyInputs: [], currencyRate: COUNTRY_MOROCCO.currencyChange },
    result: simulate(input),
    inputsReadable: true,
    scenario: undefined,
    targetMargin: { text: '', reading: { ok: true, value: 0 }, onChange: () => {} },
    selectMarket: () => {},
  };
}

const TYPED = snapshot({ totalLeads: 1200, adsCost: 2.5 }, true);

function renderSimulatorLinks(shown: SimulatorSnapshot) {
  render(
    <>
      <GuestDraftKeeper snapshot={shown} />
      <input aria-label="Total Leads" />
      <Link href="/login">Sign in to save</Link>
    </>,
  );
  return screen.getByRole('link', { name: 'Sign in to save' });
}

/** What local storage held each time the router opened a page. */
function storageAtEachNavigation(): (string | null)[] {
  const seen: (string | null)[] = [];
  const pushState = history.pushState.bind(history);
  vi.spyOn(history, 'pushState').mockImplementation((...args: Parameters<History['pushState']>) => {
    seen.push(localStorage.getItem(STORAGE_KEY));
    pushState(...args);
  });
  return seen;
}

const keptLeads = (stored: string | null) => (JSON.parse(stored ?? 'null') as { plan?: { values: { totalLeads: number } } } | null)?.plan?.values.totalLeads;

afterEach(() => {
  // Unmounting keeps the scenario (the guest leaves the simulator): done before the storage is emptied.
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  history.replaceState(null, '', '/');
});

describe('GuestDraftKeeper', () => {
  it('has the scenario in storage before the sign-in page opens, when the link is followed before its code arrived', async () => {
    const navigations = storageAtEachNavigation();
    const link = renderSimulatorLinks(TYPED);
    // No input yet: the keeping code has not been asked for.
    fireEvent.click(link);
    await waitFor(() => expect(location.pathname).toBe('/login'));
    expect(navigations).toHaveLength(1);
    expect(keptLeads(navigations[0]!)).toBe(1200);
    expect(JSON.parse(navigations[0]!).plan).toMatchObject({ countryName: COUNTRY_MOROCCO.name, serviceName: SERVICE_EXPRESS.name, values: { adsCost: 2.5 } });
  });

  it('fetches the keeping code on the first input, then keeps the scenario as the link is clicked', async () => {
    const link = renderSimulatorLinks(TYPED);
    fireEvent.input(screen.getByLabelText('Total Leads'), { target: { value: '1200' } });
    await vi.dynamicImportSettled();
    fireEvent.click(link);
    // Kept by the click itself, before anything else runs; the router follows the link as usual.
    expect(keptLeads(localStorage.getItem(STORAGE_KEY))).toBe(1200);
    expect(location.pathname).toBe('/login');
  });

  it('opens the link with nothing kept when the scenario is the untouched simulator', async () => {
    const link = renderSimulatorLinks(snapshot({}, false));
    fireEvent.click(link);
    await waitFor(() => expect(location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('leaves a click that opens the link elsewhere to the browser, and keeps the scenario all the same', async () => {
    const link = renderSimulatorLinks(TYPED);
    const notPrevented = fireEvent.click(link, { ctrlKey: true });
    expect(notPrevented).toBe(true);
    await waitFor(() => expect(keptLeads(localStorage.getItem(STORAGE_KEY))).toBe(1200));
  });
});
