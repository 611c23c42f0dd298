import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test-support/render';
import { apiJson } from '../../lib/api';
import { useAuth } from '../../lib/session/use-auth';
import { LedgerCountsPicker } from './ledger-counts-picker';

vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), apiJson: vi.fn() }));
vi.mock('../../lib/session/use-auth', () => ({ useAuth: vi.fn() }));
const api = vi.mocked(apiJson);
const auth = vi.mocked(useAuth);

const PRODUCTS = [
  { id: 'p1', name: 'Argan oil', sku: 'ARG', unitCost: { minor: 5000, currency: 'MAD' }, price: null, countryCode: 'MA' },
  { id: 'p2', name: 'Argan oil', sku: 'ARG', unitCost: { minor: 5000, currency: 'SAR' }, price: null, countryCode: 'SA' },
];

// What the server answers for ARG in Morocco: 10 confirmed of 14 orders; 6 delivered, 2 returned, 2 on the road
// settled at a projected 75 % (1.5 → 2): 8 delivered of 10 shipped.
const COUNTS = {
  sku: 'ARG',
  countryCode: 'MA',
  from: '2026-01-01',
  to: '2026-02-28',
  cohort: { orders: 14, confirmed: 10, delivered: 6, returned: 2, inTransit: 2 },
  projection: { rate: 0.75, source: 'productCountry', settledOrders: 40 },
  confirmation: { successes: 10, trials: 14 },
  delivery: { successes: 8, trials: 10 },
  projectedOrders: 2,
};

describe('LedgerCountsPicker', () => {
  beforeEach(() => {
    api.mockReset();
    auth.mockReturnValue({ user: null, isLoading: false, isAuthenticated: true });
  });

  it('takes the chosen product’s counts in the simulator’s country, each rate with where it came from', async () => {
    api.mockImplementation(async (_method, url) => (url === '/api/ledger/products' ? PRODUCTS : COUNTS) as never);
    const onTake = vi.fn();
    renderInApp(<LedgerCountsPicker countryCode="MA" onTake={onTake} />);
    const product = (await screen.findByLabelText('Product')) as HTMLSelectElement;
    expect([...product.options].map((option) => option.textContent)).toEqual(['Argan oil (ARG)']);
    expect((screen.getByLabelText('Country of the orders') as HTMLSelectElement).value).toBe('MA');
    fireEvent.change(screen.getByLabelText('Orders placed from'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Orders placed until'), { target: { value: '2026-02-28' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use the ledger’s counts' }));
    await waitFor(() => expect(onTake).toHaveBeenCalled());
    expect(api).toHaveBeenLastCalledWith('GET', '/api/ledger/rate-counts?sku=ARG&from=2026-01-01&to=2026-02-28&country=MA');
    const source = { kind: 'ledger', sku: 'ARG', countryCode: 'MA', from: '2026-01-01', to: '2026-02-28' };
    expect(onTake).toHaveBeenCalledWith({
      confirmedRate: { successes: 10, trials: 14, source: { ...source, projectedOrders: 0, projectedRate: null } },
      deliveredRate: { successes: 8, trials: 10, source: { ...source, projectedOrders: 2, projectedRate: 75 } },
    });
    expect((await screen.findByTestId('risk-ledger-status')).textContent).toBe('Counts taken: 10 confirmed of 14 orders, 8 delivered of 10 shipped.');
  });

  it('says so when the product has no orders in those days, and takes nothing', async () => {
    const none = { ...COUNTS, cohort: { orders: 0, confirmed: 0, delivered: 0, returned: 0, inTransit: 0 }, confirmation: null, delivery: null, projectedOrders: 0 };
    api.mockImplementation(async (_method, url) => (url === '/api/ledger/products' ? PRODUCTS : none) as never);
    const onTake = vi.fn();
    renderInApp(<LedgerCountsPicker countryCode={undefined} onTake={onTake} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Use the ledger’s counts' }));
    await waitFor(() => expect(screen.getByTestId('risk-ledger-status').textContent).toBe('No orders of this product in these days.'));
    expect(onTake).not.toHaveBeenCalled();
  });

  it('shows nothing to a guest, and asks the ledger nothing', () => {
    auth.mockReturnValue({ user: null, isLoading: false, isAuthenticated: false });
    const { container } = renderInApp(<LedgerCountsPicker countryCode="MA" onTake={vi.fn()} />);
    expect(container.querySelector('[data-testid="risk-ledger"]')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });
});
