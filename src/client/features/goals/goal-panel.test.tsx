import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES } from '@domain/fees';
import { PERCENT_FIELD, readField } from '@domain/number-field';
import { DEFAULT_SIMULATOR_INPUTS } from '@domain/scenarios';
import { simulate, type SimulationInput } from '@domain/model/simulate';
import type { SimulatorSnapshot } from '../../lib/simulator-snapshot';
import { renderInApp } from '../../test-support/render';
import GoalPanel from './goal-panel';

const input: SimulationInput = { ...DEFAULT_SIMULATOR_INPUTS, ...DEFAULT_FEES };

/** The panel as the simulator composes it: the target margin is the simulator's, shared with the break-even card. */
function Harness({ readable = true }: { readable?: boolean }) {
  const [margin, setMargin] = useState('20');
  const snapshot: SimulatorSnapshot = {
    services: [],
    countries: [],
    service: undefined,
    country: undefined,
    fees: DEFAULT_FEES,
    feeSource: 'built-in',
    input,
    entered: input as SimulatorSnapshot['entered'],
    currencies: { localCurrencyInputs: [], currencyRate: null },
    result: simulate(input),
    inputsReadable: readable,
    scenario: 'one',
    targetMargin: { text: margin, reading: readField(margin, PERCENT_FIELD), onChange: setMargin },
    selectMarket: () => {},
  };
  return (
    <>
      <GoalPanel snapshot={snapshot} />
      <output data-testid="shared-margin">{margin}</output>
    </>
  );
}

describe('GoalPanel', () => {
  it('answers the order value for the target margin, worked by hand', () => {
    renderInApp(<Harness />);
    // Defaults: 15 delivered orders, a 5 % service fee, $145 of ads and product. Profit = 14.25 × AOV − 145;
    // a 20 % margin asks 14.25 × AOV − 145 = 3 × AOV, so AOV = 145 ÷ 11.25 = $12.89.
    expect(screen.getByTestId('goal-aov').textContent).toBe('at least $12.89');
  });

  it('types the one shared target margin', () => {
    renderInApp(<Harness />);
    fireEvent.change(screen.getByLabelText('Target margin (%)'), { target: { value: '0' } });
    expect(screen.getByTestId('shared-margin').textContent).toBe('0');
    // No margin: 14.25 × AOV = 145, so AOV = $10.18.
    expect(screen.getByTestId('goal-aov').textContent).toBe('at least $10.18');
  });

  it('says a field above cannot be read instead of answering', () => {
    renderInApp(<Harness readable={false} />);
    expect(screen.getByTestId('goal-leads-month').textContent).toBe('— (a field above cannot be read)');
  });
});
