import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/ar';
import { COUNTRY_MOROCCO, renderInApp, SERVICE_EXPRESS, stubApi } from '../../test-support/render';
import { SimulatorScreen } from './simulator-screen';

function guestCatalogue() {
  stubApi({ '/api/auth/user': 401, '/api/services': [SERVICE_EXPRESS], '/api/countries': [COUNTRY_MOROCCO] });
}

const leadsField = () => screen.getByLabelText('Total Leads') as HTMLInputElement;
const tab = (name: string) => screen.getByRole('tab', { name });

describe('SimulatorScreen', () => {
  it('shows the revenue and every result of the one-order view per delivered order', async () => {
    guestCatalogue();
    renderInApp(<SimulatorScreen />);
    // Defaults: 100 leads, 25 confirmed, 15 delivered, 10 returned; $720 of revenue is $48 per delivered order.
    expect(screen.getByText('Revenue')).toBeTruthy();
    expect(screen.getByTestId('result-selling-price').textContent).toBe('$48.00');
    expect(screen.getByTestId('result-delivered-orders').textContent).toBe('1');
    // The cost lines are a chunk of their own, drawn after the first paint: waited for, however busy the machine.
    expect((await screen.findByTestId('result-returned-orders', {}, { timeout: 30_000 })).textContent).toBe('0.67');
    // $100 of ads over 15 delivered orders.
    expect(screen.getByTestId('result-ad-costs').textContent).toBe('$6.67');
    expect(screen.getByTestId('cost-lines-base').textContent).toBe('Per delivered order, like the results above.');
  });

  it('keeps the Total Leads the seller typed when a preset is chosen, behind a tab of its own', async () => {
    guestCatalogue();
    renderInApp(<SimulatorScreen />);
    fireEvent.change(leadsField(), { target: { value: '1200' } });
    expect(tab('1,200 LEAD').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tab('250 LEAD'));
    expect(leadsField().value).toBe('250');
    expect((await screen.findByTestId('result-returned-orders', {}, { timeout: 30_000 })).textContent).toBe('25');
    fireEvent.click(tab('1,200 LEAD'));
    expect(leadsField().value).toBe('1200');
    // 1,200 leads at 25 % and 60 %: 300 confirmed, 180 delivered, 120 returned.
    expect(screen.getByTestId('result-returned-orders').textContent).toBe('120');
    expect(screen.getByTestId('cost-lines-base').textContent).toBe('For the Total Leads above, like the results above.');
  });

  it('shows no month figure until leads per month are set, and says where to set them', async () => {
    guestCatalogue();
    renderInApp(<SimulatorScreen />);
    const monthlyProfit = await screen.findByTestId('result-monthly-profit');
    expect(monthlyProfit.textContent).toBe('—');
    expect(monthlyProfit.parentElement?.textContent).toContain('Set leads per month in Advanced costs');
    expect(screen.getByTestId('result-payback-day').textContent).toBe('—');
  });

  it('keeps profit and ROI in the bar that stays in view on a phone', async () => {
    guestCatalogue();
    renderInApp(<SimulatorScreen />);
    fireEvent.change(leadsField(), { target: { value: '500' } });
    const bar = await screen.findByTestId('phone-result-bar');
    expect(within(bar).getByTestId('phone-result-profit').textContent).toBe(screen.getByTestId('result-profit').textContent);
    expect(within(bar).getByTestId('phone-result-roi').textContent).toBe(screen.getByTestId('result-roi').textContent);
    // A display, not a target: stuck over the inputs, it must not take a tap meant for the control beneath it.
    expect(bar.tagName).toBe('DIV');
    expect(bar.getAttribute('href')).toBeNull();
    expect(within(bar).queryByRole('link')).toBeNull();
    expect(within(bar).queryByRole('button')).toBeNull();
  });

  it('reads the Arabic comma typed on an Arabic keyboard', async () => {
    guestCatalogue();
    renderInApp(<SimulatorScreen />, { language: 'ar' });
    const adsCost = screen.getByLabelText(ar.simulator.inputs.adsCost) as HTMLInputElement;
    fireEvent.change(adsCost, { target: { value: '2،5' } });
    await waitFor(() => expect(adsCost.getAttribute('aria-invalid')).toBe('false'));
    expect(screen.getByText(ar.simulator.revenue)).toBeTruthy();
  });
});
