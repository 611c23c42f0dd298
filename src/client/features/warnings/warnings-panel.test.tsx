import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Warning, WarningsAnswer } from '@domain/warnings/api-schemas';
import { renderInApp, stubApi } from '../../test-support/render';
import { WarningsPanel } from './warnings-panel';

const window = { from: '2026-11-10', to: '2026-11-16' };
const warning: Warning = {
  subject: 'plan:00000000-0000-4000-8000-000000000001',
  plan: { id: '00000000-0000-4000-8000-000000000001', name: 'Kettle plan' },
  sku: 'KTL',
  productName: 'Kettle',
  countryCode: 'MA',
  window,
  metric: 'deliveredRate',
  value: 41,
  breakEven: 47,
  moneyPerWeek: { minor: -21200, currency: 'USD' },
  since: '2026-11-14',
  acknowledged: false,
  explanation: {
    orders: 100,
    confirmed: 50,
    delivered: 8,
    returned: 17,
    inTransit: 25,
    projection: { rate: 0.5, source: 'productCountry', settledOrders: 40 },
    inputs: { totalLeads: 100, adsCost: 3.7, confirmedRate: 50, deliveredRate: 41, averageAOV: 27 },
    breakEvens: { deliveredRate: 47, confirmedRate: 59.68, adsCost: 3.1 },
  },
};
const answer = (warnings: Warning[], quiet: WarningsAnswer['quiet'] = []): WarningsAnswer => ({ window, warnings, quiet });
// The text as read: without the isolates around names and figures, one kind of space.
const read = (text: string | null) => (text ?? '').replace(/[\u2068\u2069]/g, '').replace(/\s+/g, ' ');

afterEach(() => vi.unstubAllGlobals());

describe('WarningsPanel', () => {
  it('names the campaign and says the driver with its money, and explains the computation', async () => {
    stubApi({ '/api/warnings': answer([warning]) });
    renderInApp(<WarningsPanel />);
    const item = await screen.findByTestId('ledger-warning');
    expect(read(item.textContent)).toContain('Plan “Kettle plan”: Kettle in MA');
    expect(read(screen.getByTestId('warning-message').textContent)).toBe(
      'Delivery rate of orders from Nov 10 – 16 projected at 41%, break-even 47%: -$212.00 a week',
    );
    const lines = [...screen.getByTestId('warning-explanation').querySelectorAll('li')].map((line) => read(line.textContent));
    expect(lines[1]).toBe('100 orders: 50 confirmed, 8 delivered, 17 returned, 25 still on the road.');
    expect(lines[2]).toBe(
      'Orders on the road are settled at 50%, the delivery rate of this product in this country on 40 settled orders placed 21 to 60 days ago.',
    );
    expect(lines[4]).toBe(
      'Break-even, each with the other inputs at those values: delivery rate 47%, confirmation rate 59.7%, cost per lead $3.10.',
    );
  });

  it('acknowledges a warning by which one it is, and shows it acknowledged once the list comes back', async () => {
    stubApi({ '/api/warnings': answer([warning]) });
    renderInApp(<WarningsPanel />);
    const button = await screen.findByRole('button', { name: 'Acknowledge' });
    // The server answers the list again after the acknowledgement, the warning acknowledged.
    const api = stubApi({ '/api/warnings': answer([{ ...warning, acknowledged: true }]), '/api/warnings/acknowledge': {} });
    fireEvent.click(button);
    await waitFor(() => expect(api.calls).toContain('/api/warnings/acknowledge'));
    const post = (api.fetch.mock.calls as unknown as [string, RequestInit][]).find(([url]) => url === '/api/warnings/acknowledge')!;
    expect(JSON.parse(String(post[1].body))).toEqual({ subject: warning.subject, metric: 'deliveredRate' });
    expect(await screen.findByText('Acknowledged: it comes back if it gets worse')).toBeTruthy();
  });

  it('says why a small campaign is not judged, and that nothing is wrong', async () => {
    stubApi({
      '/api/warnings': answer(
        [],
        [
          {
            subject: 'product:SOAP|MA',
            plan: null,
            sku: 'SOAP',
            productName: null,
            countryCode: 'MA',
            window,
            reason: 'fewOrders',
            orders: 29,
          },
        ],
      ),
    });
    renderInApp(<WarningsPanel />);
    expect(await screen.findByText('No warning: every campaign watched is on the winning side of its break-even.')).toBeTruthy();
    expect(read(screen.getByTestId('warnings-quiet').textContent)).toBe(
      'SOAP in MA: 29 orders in the window; a warning needs at least 30.',
    );
  });

  it('offers to try again when the warnings cannot be loaded', async () => {
    stubApi({ '/api/warnings': 500 });
    renderInApp(<WarningsPanel />);
    expect((await screen.findByRole('alert')).textContent).toContain('The warnings could not be loaded.');
    stubApi({ '/api/warnings': answer([warning]) });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('ledger-warning')).toBeTruthy();
  });
});
