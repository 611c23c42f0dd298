import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES } from '@domain/fees';
import { NO_ADVANCED_COSTS } from '@domain/model/advanced-costs';
import type { PlanInputs } from '@domain/plans/plan-inputs';
import { COUNTRY_MOROCCO, COUNTRY_UAE, renderHookInApp, SERVICE_EXPRESS, SERVICE_PARTNER, stubApi } from '../../test-support/render';
import { handToSimulator } from './pre-hydration-events';
import { useSimulatorState } from './use-simulator-state';

const MOROCCO_FEES = { ...DEFAULT_FEES, confirmedRate: 50, deliveredRate: 50, serviceFees: 0, shippingDelivered: 2 };

function catalogue() {
  return stubApi({
    '/api/services': [SERVICE_EXPRESS, SERVICE_PARTNER],
    '/api/countries': [COUNTRY_MOROCCO, COUNTRY_UAE],
    '/api/fee-structures/country/country-ma': {
      ...MOROCCO_FEES,
      source: 'default-country',
      id: 'fee-ma',
      countryId: 'country-ma',
      serviceId: null,
    },
  });
}

async function loaded(plan?: PlanInputs) {
  const hook = renderHookInApp(() => useSimulatorState(plan));
  await waitFor(() => expect(hook.result.current.countries.data).toHaveLength(2));
  return hook;
}

describe('useSimulatorState', () => {
  it('loads a chosen country’s fees into the figures', async () => {
    catalogue();
    const { result } = await loaded();
    act(() => result.current.setCountryId('country-ma'));
    await waitFor(() => expect(result.current.feeSource).toBe('default-country'));
    expect(result.current.state.fees).toEqual(MOROCCO_FEES);
    // 100 leads at 50 % and 50 %: 25 delivered orders at $48 is $1,200 of revenue, on the lead view.
    act(() => result.current.chooseLeads(100));
    expect(result.current.shownResult?.sellingPrice).toBe(1200);
  });

  it('keeps a typed lead count when a preset is chosen, and brings it back', async () => {
    catalogue();
    const { result } = await loaded();
    act(() => result.current.setText('totalLeads', '1200'));
    expect(result.current.state.leadsChoice).toBe('custom');
    act(() => result.current.chooseLeads(250));
    expect(result.current.state.texts.totalLeads).toBe('250');
    expect(result.current.snapshot.input.totalLeads).toBe(250);
    act(() => result.current.chooseLeads('custom'));
    expect(result.current.state.texts.totalLeads).toBe('1200');
    expect(result.current.snapshot.input.totalLeads).toBe(1200);
  });

  it('shows every figure of the one-order view per delivered order', async () => {
    catalogue();
    const { result } = await loaded();
    // Defaults: 100 leads, 25 % confirmed, 60 % delivered → 25 confirmed, 15 delivered, 10 returned.
    expect(result.current.perOrder).toBe(true);
    const shown = result.current.shownResult!;
    expect(shown.deliveredOrders).toBe(1);
    expect(shown.sellingPrice).toBeCloseTo(48, 10);
    expect(shown.returnedOrders).toBeCloseTo(10 / 15, 10);
    expect(shown.adCosts).toBeCloseTo(100 / 15, 10);
  });

  it('shows no month until leads per month are set', async () => {
    catalogue();
    const { result } = await loaded();
    expect(result.current.month).toMatchObject({ planned: false, cash: null });
    act(() => result.current.setAdvancedText('leadsPerMonth', '3000'));
    expect(result.current.month?.planned).toBe(true);
    expect(result.current.month?.cash).not.toBeNull();
  });

  it('types the advanced amounts in the country’s currency, the model getting dollars', async () => {
    catalogue();
    const { result } = await loaded();
    act(() => result.current.setCountryId('country-ma'));
    await waitFor(() => expect(result.current.rate).toBe(10));
    act(() => result.current.toggleLocal('packagingPerOrder', true));
    act(() => result.current.setAdvancedText('packagingPerOrder', '20'));
    // 20 MAD at 10 MAD a dollar is $2 per order; a save keeps the 20 as typed with its currency.
    expect(result.current.snapshot.input.packagingPerOrder).toBe(2);
    expect(result.current.snapshot.entered.packagingPerOrder).toBe(20);
    expect(result.current.snapshot.currencies.localCurrencyInputs).toContain('packagingPerOrder');
  });

  it('shares one target margin between the panels that ask for it', async () => {
    catalogue();
    const { result } = await loaded();
    expect(result.current.snapshot.targetMargin.text).toBe('20');
    act(() => result.current.snapshot.targetMargin.onChange('35'));
    expect(result.current.snapshot.targetMargin.reading).toEqual({ ok: true, value: 35 });
  });

  it('reopens a plan by the ids it was saved with', async () => {
    catalogue();
    const plan: PlanInputs = {
      name: 'Oil',
      productName: 'Oil',
      note: '',
      // Names that match other rows: the ids decide.
      serviceName: 'Express COD',
      countryName: 'Morocco',
      serviceId: SERVICE_PARTNER.id,
      countryId: COUNTRY_UAE.id,
      values: { totalLeads: 300, adsCost: 1, productCost: 3, averageAOV: 48 },
      fees: DEFAULT_FEES,
      advanced: NO_ADVANCED_COSTS,
      localCurrencyInputs: [],
      currencyRate: null,
      uncertainty: {},
    };
    const { result } = await loaded(plan);
    await waitFor(() => expect(result.current.state.countryId).toBe(COUNTRY_UAE.id));
    expect(result.current.state.serviceId).toBe(SERVICE_PARTNER.id);
    expect(result.current.state.texts.totalLeads).toBe('300');
  });

  it('applies a tap handed over before it mounted', async () => {
    catalogue();
    handToSimulator({ type: 'presetChosen', choice: 500 });
    const { result } = await loaded();
    expect(result.current.state.leadsChoice).toBe(500);
    expect(result.current.state.texts.totalLeads).toBe('500');
    act(() => handToSimulator({ type: 'presetChosen', choice: 'one' }));
    expect(result.current.state.leadsChoice).toBe('one');
  });
});
