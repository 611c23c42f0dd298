import { fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourierCash } from '@domain/remittances/api-schemas';
import { en } from '../../i18n/en';
import { renderInApp, stubApi } from '../../test-support/render';
import { RemittancesScreen } from './remittances-screen';
import { StatementImport } from './statement-import';

const r = en.remittances;
const mad = (minor: number) => ({ minor, currency: 'MAD' });

const CASH: CourierCash = {
  courier: 'Speedaf',
  currency: 'MAD',
  reportingCurrency: 'USD',
  asOf: '2026-03-31',
  settings: { payoutDelayDays: 7, unpaidAfterDays: null, feeVatPercent: 20, currency: 'MAD', language: 'fr' },
  unpaidAfterDays: 14,
  outstanding: { amount: mad(14580), reporting: { minor: 1458, currency: 'USD' } },
  outstandingOrders: 2,
  oldestDays: 21,
  dso: 4.8,
  openDifference: { amount: mad(5000), reporting: { minor: 500, currency: 'USD' } },
  openCount: 1,
  payouts: [{ day: '2026-04-01', amount: { amount: mad(10580), reporting: { minor: 1058, currency: 'USD' } }, orders: 1, overdue: false }],
  discrepancies: [
    { key: 'k1', kind: 'shortCollection', orderId: 'A-2', feeType: null, reference: 'S1', row: 3, expected: mad(45000), actual: mad(40000), difference: mad(5000), differenceReporting: { minor: 500, currency: 'USD' }, state: 'open', note: '' },
    { key: 'k2', kind: 'paidTwice', orderId: 'A-1', feeType: null, reference: 'S2', row: 2, expected: mad(0), actual: mad(24586), difference: mad(-24586), differenceReporting: null, state: 'resolved', note: 'Refunded' },
  ],
  statements: [],
};

// The test's i18next holds the English catalogue whole, remittances included: the screen's own loader is not needed.
vi.mock('../../i18n/remittance-text', () => ({ useRemittanceText: () => undefined }));

afterEach(() => vi.unstubAllGlobals());

function renderScreen() {
  return renderInApp(
    <Suspense fallback={<p>waiting</p>}>
      <RemittancesScreen />
    </Suspense>,
  );
}

describe('RemittancesScreen', () => {
  it('says when the couriers could not be loaded and loads them again on retry, then says there is none', async () => {
    const api = stubApi({ '/api/remittances/couriers': 500 });
    renderScreen();
    expect(await screen.findByText(r.loadFailed)).toBeTruthy();
    api.fetch.mockImplementation(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    fireEvent.click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByText(r.noCouriers)).toBeTruthy();
  });

  it('shows the first courier’s cash and its open differences, the closed ones on demand', async () => {
    stubApi({ '/api/remittances/couriers': [{ courier: 'Speedaf', orders: 6, statements: 2 }], '/api/remittances/cash': CASH });
    renderScreen();
    // Intl puts a no-break space between the code and the figure.
    const text = (testId: string) => (screen.getByTestId(testId).textContent ?? '').replace(/\s+/g, ' ');
    await screen.findByTestId('cash-outstanding');
    expect(text('cash-outstanding')).toBe('MAD 145.80≈ $14.58');
    expect(screen.getByTestId('cash-oldest-days').textContent).toBe('21 days');
    expect(screen.getByTestId('cash-dso').textContent).toBe('4.8');
    expect(screen.getAllByTestId('discrepancy-row').map((row) => row.getAttribute('data-kind'))).toEqual(['shortCollection']);
    // Each difference in the courier's currency, then in the reporting one (a dash where no rate converts it).
    expect(text('discrepancy-difference')).toBe('MAD 50.00');
    expect(text('discrepancy-difference-reporting')).toBe('≈ $5.00');
    fireEvent.click(screen.getByLabelText(r.discrepancies.showClosed));
    expect(screen.getAllByTestId('discrepancy-row')).toHaveLength(2);
    expect(screen.getAllByTestId('discrepancy-difference-reporting').map((node) => node.textContent)).toEqual(['≈ $5.00', '—']);
    expect((screen.getByLabelText(r.dispute.language) as HTMLSelectElement).value).toBe('fr');
  });

  it('says when a courier’s figures could not be loaded, with a retry', async () => {
    stubApi({ '/api/remittances/couriers': [{ courier: 'Speedaf', orders: 6, statements: 0 }], '/api/remittances/cash': 500 });
    renderScreen();
    expect(await screen.findByText(r.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.common.retry })).toBeTruthy();
  });

  it('says a statement refused for its rows at the file field, in words, not as an unreadable file', async () => {
    // The server's refusal of the row past the statements' limit, as it answers it while the file arrives.
    const message = 'This file has more than 50000 rows after its header; split it into smaller files.';
    const body = JSON.stringify({ code: 'PAYLOAD_TOO_LARGE', message, errors: [{ path: 'file', code: 'tooManyRows', limit: 50_000, message }] });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 413, headers: { 'Content-Type': 'application/json' } })));
    renderInApp(<StatementImport courier="Speedaf" cash={CASH} />);
    const input = screen.getByLabelText(r.statement.file) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['Tracking,COD\nT-1,10\n'], 'statement.csv', { type: 'text/csv' })] } });
    expect((await screen.findByTestId('statement-file-too-large')).textContent).toBe('This file has more than 50,000 rows. Split it into smaller files.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByTestId('statement-file-too-large').id);
    expect(screen.queryByText(r.statement.unreadable)).toBeNull();
  });
});
