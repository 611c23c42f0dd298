import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@domain/format';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { renderInApp } from '../../test-support/render';
import { ActualForm } from './actual-form';

// A typed record is checked at its fields like an imported file: the funnel, and amounts far from the plan.

const CATALOGUES = { en, ar, fr };
// The plan: $30 per delivered order, $2.50 per lead; Morocco at 10 MAD a dollar.
const PLAN = { orderValue: 30, costPerLead: 2.5 };
const MAD = { code: 'MAD', rate: 10 };

function renderForm(language: Language = 'en') {
  const onSubmit = vi.fn();
  renderInApp(<ActualForm pending={false} error={null} plan={PLAN} currency={MAD} onSubmit={onSubmit} />, { language });
  const form = CATALOGUES[language].actuals.form;
  const type = (key: 'leads' | 'adSpend' | 'confirmed' | 'delivered' | 'returned' | 'revenueCollected', value: string) =>
    fireEvent.change(screen.getByLabelText(form[key]), { target: { value } });
  const record = () => fireEvent.click(screen.getByRole('button', { name: form.submit }));
  return { onSubmit, type, record, form };
}

function typePlausible(type: ReturnType<typeof renderForm>['type']) {
  type('leads', '100');
  type('adSpend', '250');
  type('confirmed', '40');
  type('delivered', '20');
  type('returned', '10');
}

describe('ActualForm', () => {
  it('records figures near the plan without a question', () => {
    const { onSubmit, type, record } = renderForm();
    typePlausible(type);
    type('revenueCollected', '600'); // $30 an order, the plan's own
    expect(screen.queryByTestId('actual-revenueCollected-doubt')).toBeNull();
    record();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ leads: 100, delivered: 20, revenueCollected: 600 }), expect.any(Function));
  });

  it('says at the delivered field that there are more delivered orders than confirmed ones', async () => {
    const { onSubmit, type, record } = renderForm();
    typePlausible(type);
    type('delivered', '41');
    type('returned', '0');
    record();
    expect((await screen.findByTestId('actual-delivered-error')).textContent).toBe(en.checks.field.moreThanConfirmed);
    expect(document.activeElement?.id).toBe('actual-delivered');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(['en', 'fr', 'ar'] as const)('asks about dirhams typed as dollars at the revenue field, and records once confirmed (%s)', async (language) => {
    const { onSubmit, type, record } = renderForm(language);
    typePlausible(type);
    // 5,990 for 20 delivered orders: $299.50 an order, about 10 times the plan's $30.
    type('revenueCollected', '5990');
    const doubt = await screen.findByTestId('actual-revenueCollected-doubt');
    const texts = CATALOGUES[language].actuals.form.implausible;
    const money = language === 'fr' ? ['299,50', '30,00'] : ['299.50', '30.00'];
    expect(doubt.textContent).toContain(money[0]);
    expect(doubt.textContent).toContain(money[1]);
    expect(doubt.textContent).toContain(texts.right);
    record();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('actual-revenueCollected-right');
    fireEvent.click(screen.getByLabelText(texts.right));
    record();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ revenueCollected: 5990 }), expect.any(Function)));
  });

  it('weighs an amount typed in dirhams at the plan’s rate: 2,500 MAD for 100 leads is 25 MAD a lead, the plan’s $2.50', async () => {
    const { type } = renderForm();
    typePlausible(type);
    type('adSpend', '2500');
    // In dollars 2,500 is $25 a lead, 10 times $2.50: questioned.
    expect((await screen.findByTestId('actual-adSpend-doubt')).textContent).toContain('$25.00');
    fireEvent.click(screen.getByTestId('currency-actual-adSpend-local'));
    await waitFor(() => expect(screen.queryByTestId('actual-adSpend-doubt')).toBeNull());
  });
});
