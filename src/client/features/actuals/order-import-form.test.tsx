import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test-support/render';
import { OrderImportForm } from './order-import-form';
import { uploadOrders } from './upload-orders';

vi.mock('./upload-orders', () => ({ uploadOrders: vi.fn() }));
const upload = vi.mocked(uploadOrders);

const CSV = 'Order,Customer,State,Total\nA1,Amina,Livré,299\nA2,Karim,Retourné,150\nA3,Sara,Livré,320\n';

async function chooseFile(text = CSV) {
  const input = screen.getByLabelText('CSV file') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], 'orders.csv', { type: 'text/csv' })] } });
  await screen.findByLabelText('Order id column');
}

const select = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('OrderImportForm', () => {
  beforeEach(() => {
    upload.mockReset();
    localStorage.clear();
  });

  it('offers the file’s columns and asks what each status of the chosen status column means', async () => {
    renderInApp(<OrderImportForm planOrderValue={300} simulationId="plan-1" userId="user-1" onImported={async () => {}} />);
    await chooseFile();
    const options = [...(screen.getByLabelText('Order id column') as HTMLSelectElement).options].map((option) => option.value);
    expect(options).toEqual(['Order', 'Customer', 'State', 'Total']);
    select('Status column', 'State');
    expect(screen.getByLabelText('Livré')).toBeTruthy();
    expect(screen.getByLabelText('Retourné')).toBeTruthy();
  });

  it('refuses to send before every status has a meaning', async () => {
    renderInApp(<OrderImportForm planOrderValue={300} simulationId="plan-1" userId="user-1" onImported={async () => {}} />);
    // "Q7" is no status word of any language or preset, so nothing proposes a meaning for it.
    await chooseFile(`${CSV}A4,Nadia,Q7,310\n`);
    select('Status column', 'State');
    fireEvent.change(screen.getByLabelText('Ad spend for these orders'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByTestId('import-notice')).textContent).toBe('Say what every status means before importing.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('sends the file with its mapping and the ad spend, and says how many orders were imported', async () => {
    upload.mockResolvedValue({ orderCount: 3 } as Awaited<ReturnType<typeof uploadOrders>>);
    const onImported = vi.fn(async () => {});
    renderInApp(<OrderImportForm planOrderValue={300} simulationId="plan-1" userId="user-1" onImported={onImported} />);
    await chooseFile();
    select('Order id column', 'Order');
    select('Status column', 'State');
    select('Amount collected column (optional)', 'Total');
    select('Livré', 'delivered');
    select('Retourné', 'returned');
    fireEvent.change(screen.getByLabelText('Ad spend for these orders'), { target: { value: '1 250,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    expect(upload).toHaveBeenCalledWith(
      'plan-1',
      expect.objectContaining({
        columns: { orderId: 'Order', status: 'State', amount: 'Total' },
        statuses: { Livré: 'delivered', Retourné: 'returned' },
        csv: CSV,
        adSpend: 1250.5,
        localCurrencyInputs: [],
      }),
      expect.any(Function),
    );
    expect(screen.getByTestId('import-notice').textContent).toBe('Imported 3 orders.');
  });

  it('says so when the file cannot be read as CSV', async () => {
    renderInApp(<OrderImportForm planOrderValue={300} simulationId="plan-1" userId="user-1" onImported={async () => {}} />);
    const input = screen.getByLabelText('CSV file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['a,"b\n1,2'], 'broken.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText('This file could not be read as CSV.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
