import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test-support/render';
import { FeeRow } from './fee-row';

const editButton = () => screen.getByRole('button', { name: 'Edit Shipping delivered' });

describe('FeeRow', () => {
  it('applies a typed value on Enter and gives the focus back to its edit button', async () => {
    const onCommit = vi.fn();
    renderInApp(<FeeRow feeKey="shippingDelivered" value={3} onCommit={onCommit} />);
    expect(screen.getByTestId('fee-shippingDelivered').textContent).toBe('$3.00');
    fireEvent.click(editButton());
    const field = screen.getByRole('textbox');
    fireEvent.change(field, { target: { value: '4,5' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledWith(4.5);
    await waitFor(() => expect(document.activeElement).toBe(editButton()));
  });

  it('cancels on Escape without applying anything', () => {
    const onCommit = vi.fn();
    renderInApp(<FeeRow feeKey="shippingDelivered" value={3} onCommit={onCommit} />);
    fireEvent.click(editButton());
    const field = screen.getByRole('textbox');
    fireEvent.change(field, { target: { value: '9' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByTestId('fee-shippingDelivered').textContent).toBe('$3.00');
  });

  it('keeps a refused value open with its reason, and applies nothing', () => {
    const onCommit = vi.fn();
    renderInApp(<FeeRow feeKey="confirmedRate" value={25} onCommit={onCommit} />);
    fireEvent.click(screen.getByRole('button', { name: /^Edit / }));
    const field = screen.getByRole('textbox');
    fireEvent.change(field, { target: { value: '150' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onCommit).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a fee typed in the country’s currency in dollars too', () => {
    renderInApp(
      <FeeRow
        feeKey="shippingDelivered"
        value={35}
        onCommit={() => {}}
        currency={{ code: 'MAD', perUsd: 10, localKeys: ['shippingDelivered'], onToggle: () => {} }}
      />,
    );
    expect(screen.getByTestId('fee-shippingDelivered').textContent).toContain('35.00');
    expect(screen.getByTestId('fee-shippingDelivered-other').textContent).toBe('$3.50');
  });
});
