import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES, type FeeValues } from '@domain/fees';
import { NO_ADVANCED_COSTS } from '@domain/model/advanced-costs';
import type { Country, Service } from '@domain/entities';
import type { PlanInputs } from '@domain/plans/plan-inputs';
import {
  advancedShown,
  feesEdited,
  INITIAL_SIMULATOR_STATE,
  simulatorReducer,
  type SimulatorEvent,
  type SimulatorState,
} from './simulator-reducer';

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: null, ownerId: null, isDefault: true, status: 'active' as const };
const services: Service[] = [
  { ...stamp, id: 's1', name: 'Express COD', icon: '', color: '#000000' },
  // Two services of one name (a seller's own beside a default): only the id tells them apart.
  { ...stamp, id: 's2', name: 'Express COD', icon: '', color: '#000000' },
];
const countries: Country[] = [
  { ...stamp, id: 'c1', name: 'Morocco', code: 'MA', currency: 'Dirham (MAD)', currencyCode: 'MAD', currencyChange: 10, taxRate: 20 },
  { ...stamp, id: 'c2', name: 'Morocco', code: 'MA', currency: 'Dirham (MAD)', currencyCode: 'MAD', currencyChange: 10.5, taxRate: 20 },
];
const planFees: FeeValues = { ...DEFAULT_FEES, confirmedRate: 40, shippingDelivered: 35 };
const plan: PlanInputs = {
  planId: 'p1',
  name: 'Oil',
  productName: 'Argan oil',
  note: '',
  serviceName: 'Express COD',
  countryName: 'Morocco',
  serviceId: 's2',
  countryId: 'c2',
  values: { totalLeads: 1200, adsCost: 12, productCost: 80, averageAOV: 299 },
  fees: planFees,
  advanced: { ...NO_ADVANCED_COSTS, packagingPerOrder: 5, taxRate: 10 },
  localCurrencyInputs: ['productCost', 'averageAOV', 'shippingDelivered'],
  currencyRate: 11,
  uncertainty: {},
};
const loadedFees: FeeValues = { ...DEFAULT_FEES, confirmedRate: 30, orderFees: 0.5 };

const run = (events: SimulatorEvent[], from: SimulatorState = INITIAL_SIMULATOR_STATE) => events.reduce(simulatorReducer, from);

describe('simulatorReducer: each event as a seller sees it', () => {
  it.each<[string, SimulatorEvent[], Partial<SimulatorState>]>([
    [
      'typing a readable figure keeps the text and the value',
      [{ type: 'fieldTyped', key: 'adsCost', text: '2,5' }],
      { texts: { ...INITIAL_SIMULATOR_STATE.texts, adsCost: '2,5' }, values: { ...INITIAL_SIMULATOR_STATE.values, adsCost: 2.5 } },
    ],
    [
      'typing an unreadable figure keeps the last value',
      [{ type: 'fieldTyped', key: 'adsCost', text: '2,5,5' }],
      { values: INITIAL_SIMULATOR_STATE.values },
    ],
    [
      'typing a preset count selects that preset',
      [{ type: 'fieldTyped', key: 'totalLeads', text: '250' }],
      { leadsChoice: 250, customLeadsText: null },
    ],
    [
      'typing another count selects the seller’s own',
      [{ type: 'fieldTyped', key: 'totalLeads', text: '1,200' }],
      { leadsChoice: 'custom', customLeadsText: '1,200' },
    ],
    [
      'a preset after a typed count shows the preset and keeps the typed count',
      [
        { type: 'fieldTyped', key: 'totalLeads', text: '1200' },
        { type: 'presetChosen', choice: 250 },
      ],
      { leadsChoice: 250, customLeadsText: '1200', texts: { ...INITIAL_SIMULATOR_STATE.texts, totalLeads: '250' } },
    ],
    [
      'the seller’s own tab brings the typed count back',
      [
        { type: 'fieldTyped', key: 'totalLeads', text: '1200' },
        { type: 'presetChosen', choice: 250 },
        { type: 'presetChosen', choice: 'custom' },
      ],
      {
        leadsChoice: 'custom',
        values: { ...INITIAL_SIMULATOR_STATE.values, totalLeads: 1200 },
        texts: { ...INITIAL_SIMULATOR_STATE.texts, totalLeads: '1200' },
      },
    ],
    [
      'one order leaves Total Leads as typed',
      [
        { type: 'fieldTyped', key: 'totalLeads', text: '1200' },
        { type: 'presetChosen', choice: 'one' },
      ],
      { leadsChoice: 'one', values: { ...INITIAL_SIMULATOR_STATE.values, totalLeads: 1200 } },
    ],
    ['the seller’s own tab before any typed count changes nothing', [{ type: 'presetChosen', choice: 'custom' }], { leadsChoice: 'one' }],
    [
      'a country’s fees replace all eight and are what a reset returns to',
      [
        { type: 'countryChosen', countryId: 'c1' },
        { type: 'feesResolved', fees: loadedFees, source: 'default-country' },
      ],
      { fees: loadedFees, savedFees: loadedFees, feeSource: 'default-country' },
    ],
    [
      'a fee edit changes the figure, not the saved one',
      [{ type: 'feeEdited', key: 'orderFees', value: 2 }],
      { fees: { ...DEFAULT_FEES, orderFees: 2 }, savedFees: DEFAULT_FEES },
    ],
    [
      'a reset puts the saved fees back and the money fees in dollars',
      [
        { type: 'feeEdited', key: 'orderFees', value: 2 },
        { type: 'currencyToggled', key: 'orderFees', local: true },
        { type: 'currencyToggled', key: 'adsCost', local: true },
        { type: 'feesReset' },
      ],
      { fees: DEFAULT_FEES, localKeys: ['adsCost'] },
    ],
    [
      'a typed rate belongs to the country it was typed for',
      [
        { type: 'countryChosen', countryId: 'c1' },
        { type: 'rateTyped', text: '9.8' },
      ],
      { typedRate: { countryId: 'c1', text: '9.8' } },
    ],
    ['typing a tax rate stops the line following the country', [{ type: 'advancedTyped', key: 'taxRate', text: '7' }], { taxTyped: true }],
    [
      'an unreadable advanced line keeps its last value',
      [{ type: 'advancedTyped', key: 'packagingPerOrder', text: 'x' }],
      { advancedValues: NO_ADVANCED_COSTS },
    ],
    ['the target margin is one value', [{ type: 'marginTyped', text: '35' }], { marginText: '35' }],
  ])('%s', (_name, events, expected) => {
    expect(run(events)).toMatchObject(expected);
  });
});

describe('simulatorReducer: opening a plan', () => {
  const opened = run([{ type: 'planOpened', plan, services, countries }]);

  it('finds the market by its ids, not by its names', () => {
    expect(opened).toMatchObject({ serviceId: 's2', countryId: 'c2' });
  });

  it('finds the market by name for a record saved before plans kept ids', () => {
    const { serviceId: _s, countryId: _c, ...byName } = plan;
    expect(run([{ type: 'planOpened', plan: byName, services, countries }])).toMatchObject({ serviceId: 's1', countryId: 'c1' });
  });

  it('loads every input as saved: texts, fees, advanced lines, currencies, an overriding rate and the seller’s own lead count', () => {
    expect(opened).toMatchObject({
      texts: { totalLeads: '1200', adsCost: '12', productCost: '80', averageAOV: '299' },
      values: plan.values,
      leadsChoice: 'custom',
      customLeadsText: '1200',
      fees: planFees,
      savedFees: planFees,
      advancedValues: plan.advanced,
      localKeys: plan.localCurrencyInputs,
      // 11 MAD a dollar is not the country's 10.5: it is the plan's own rate.
      typedRate: { countryId: 'c2', text: '11' },
      taxTyped: true,
      plan,
    });
  });

  it('keeps the plan’s fees when its market’s fee structure arrives, and takes the next market’s', () => {
    const afterFees = simulatorReducer(opened, { type: 'feesResolved', fees: loadedFees, source: 'default-country' });
    expect(afterFees.fees).toEqual(planFees);
    expect(afterFees.localKeys).toEqual(plan.localCurrencyInputs);
    const next = run(
      [
        { type: 'countryChosen', countryId: 'c1' },
        { type: 'feesResolved', fees: loadedFees, source: 'default-country' },
      ],
      afterFees,
    );
    expect(next.fees).toEqual(loadedFees);
    // Loaded fees are in dollars: the fee typed in dirhams goes back to dollars with them.
    expect(next.localKeys).toEqual(['productCost', 'averageAOV']);
  });

  it('names the fees of a reopened plan as saved with it, unless its market’s structure holds the very same', () => {
    expect(opened.feeSource).toBe('saved-plan');
    // The market's structure differs from the plan's fees (confirmed rate 30 against 40): they stay the plan's.
    expect(simulatorReducer(opened, { type: 'feesResolved', fees: loadedFees, source: 'default-country' }).feeSource).toBe('saved-plan');
    // The structure holds the plan's eight figures: the badge names where they come from.
    expect(simulatorReducer(opened, { type: 'feesResolved', fees: { ...planFees }, source: 'own-country' }).feeSource).toBe('own-country');
    const next = run([{ type: 'countryChosen', countryId: 'c1' }, { type: 'feesResolved', fees: loadedFees, source: 'default-country' }], opened);
    expect(next.feeSource).toBe('default-country');
  });

  it('takes the chosen market’s fees when the seller picks one before the plan’s fees arrive', () => {
    const picked = run(
      [
        { type: 'countryChosen', countryId: 'c1' },
        { type: 'feesResolved', fees: loadedFees, source: 'default-country' },
      ],
      opened,
    );
    expect(picked.fees).toEqual(loadedFees);
  });
});

describe('derived from the state', () => {
  it('the tax line follows the country until the seller types one', () => {
    expect(advancedShown(INITIAL_SIMULATOR_STATE, 20).values.taxRate).toBe(20);
    expect(advancedShown(INITIAL_SIMULATOR_STATE, 20).texts.taxRate).toBe('20');
    const typed = run([{ type: 'advancedTyped', key: 'taxRate', text: '7' }]);
    expect(advancedShown(typed, 20).values.taxRate).toBe(7);
  });

  it('fees are edited once a figure differs or a money fee is switched to the local currency', () => {
    expect(feesEdited(INITIAL_SIMULATOR_STATE)).toBe(false);
    expect(feesEdited(run([{ type: 'feeEdited', key: 'orderFees', value: 1 }]))).toBe(true);
    expect(feesEdited(run([{ type: 'currencyToggled', key: 'shippingDelivered', local: true }]))).toBe(true);
    expect(feesEdited(run([{ type: 'currencyToggled', key: 'adsCost', local: true }]))).toBe(false);
  });
});
