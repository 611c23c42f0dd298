import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderFilePreview } from '@domain/actuals/order-file-preview';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { ApiError } from '../../lib/api';
import { renderInApp } from '../../test-support/render';
import { OrderImportForm } from './order-import-form';
import { previewOrderFile, uploadOrders } from './upload-orders';

vi.mock('./upload-orders', () => ({ previewOrderFile: vi.fn(), uploadOrders: vi.fn() }));
const preview = vi.mocked(previewOrderFile);
const upload = vi.mocked(uploadOrders);

const CSV = 'Order,Customer,State,Total\nA1,Amina,Livré,299\nA2,Karim,Retourné,150\nA3,Sara,Livré,320\n';
const HEADER = ['Order', 'Customer', 'State', 'Total'];
const ROWS = [['A1', 'Amina', 'Livré', '299'], ['A2', 'Karim', 'Retourné', '150'], ['A3', 'Sara', 'Livré', '320']];

/** The server's reading of CSV (plus `extra` status rows) for the columns asked: hand-counted, as the route answers. */
function answerFor(asked: Partial<Record<'orderId' | 'status' | 'amount', string>>, extra: OrderFilePreview['statuses'] = []): OrderFilePreview {
  const status = asked.status && HEADER.includes(asked.status) ? asked.status : undefined;
  const amount = asked.amount && HEADER.includes(asked.amount) ? asked.amount : 'Total';
  const byState = [
    // Livré: 299 + 320 = 619 over two orders; Retourné: 150.
    { value: 'Livré', orders: 2, amountTotal: 619, proposed: 'delivered' as const },
    { value: 'Retourné', orders: 1, amountTotal: 150, proposed: 'returned' as const },
    ...extra,
  ];
  const byCustomer = ['Amina', 'Karim', 'Sara'].map((value) => ({ value, orders: 1, amountTotal: 0 }));
  return {
    kind: 'csv',
    encoding: 'utf-8',
    header: HEADER,
    columns: { orderId: asked.orderId ?? 'Order', ...(status ? { status } : {}), amount },
    rowCount: 3 + extra.length,
    rows: ROWS,
    statuses: status === 'State' ? byState : status === 'Customer' ? byCustomer : [],
  };
}

async function chooseFile(text = CSV) {
  const input = screen.getByLabelText('CSV or Excel (XLSX) file') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], 'orders.csv', { type: 'text/csv' })] } });
  await screen.findByLabelText('Order id column');
}

const select = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('OrderImportForm', () => {
  beforeEach(() => {
    preview.mockReset();
    upload.mockReset();
    preview.mockImplementation(async (_plan, _file, asked) => answerFor(asked));
    localStorage.clear();
  });

  it('shows the server’s reading: the file’s columns, its first rows, its order count and the statuses of the chosen column', async () => {
    renderInApp(<OrderImportForm planOrderValue={300} simulationId="plan-1" userId="user-1" onImported={async () => {}} />);
    await chooseFile();
    expect(preview).toHaveBeenCalledWith('plan-1', expect.any(File), { orderId: undefined, status: undefined, amount: undefined });
    const options = [...(screen.getByLabelText('Order id column') as HTMLSelectElement).options].map((option) => option.value);
    expect(options).toEqual(['Order', 'Customer', 'State', 'Total']);
    expect(screen.getByTestId('import-preview').querySelectorAll('tbody tr')).toHaveLength(3);
    expect(screen.getByTestId('import-rows-in-file').textContent).toBe('3 orders in this file, not imported yet.');
    // No status column yet: the server is asked again for the one chosen, and its values are offered with their proposals.
    select('Status column', 'State');
    expect(((await screen.findByLabelText('Livré')) as HTMLSelectElement).value).toBe('delivered');
    expect((screen.getByLabelText('Retourné') as HTMLSelectElement).value).toBe('returned');
    expect(preview).toHaveBeenLastCalledWith('plan-1', expect.any(File), { orderId: 'Order', status: 'State', amount: 'Total' });
  });

  it('asks the server for the columns remembered from the last import', async () => {
    localStorage.setItem('ribh.orderImport.user-1', JSON.stringify({ columns: { orderId: 'Order', status: 'State' }, statuses: {} }));
    renderInApp(<OrderImportForm planOrderValue={300} simulationId="plan-1" userId="user-1" onImported={async () => {}} />);
    await chooseFile();
    expect(preview).toHaveBeenCalledWith('plan-1', expect.any(File), { orderId: 'Order', status: 'State', amount: undefined });
    expect((screen.getByLabelText('Status column') as HTMLSelectElement).value).toBe('State');
    expect(await screen.findByLabelText('Livré')).toBeTruthy();
  });

  it('refuses to send before every status has a meaning', async () => {
    // "Q7" is no status word of any language or preset, so nothing proposes a meaning for it; "constructor" is a
    // name every object inherits, never a meaning.
    preview.mockImplementation(async (_plan, _file, asked) =>
      answerFor(asked, [{ value: 'Q7', orders: 1, amountTotal: 310 }, { value: 'constructor', orders: 1, amountTotal: 0 }]),
    );
    renderInApp(<OrderImportForm planOrderValue={300} simulationId="plan-1" userId="user-1" onImported={async () => {}} />);
    await chooseFile();
    select('Status column', 'State');
    await screen.findByLabelText('Q7');
    select('Q7', 'delivered');
    expect((screen.getByLabelText('constructor') as HTMLSelectElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Ad spend for these orders'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByTestId('import-notice')).textContent).toBe('Say what every status means before importing.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('sends the file itself with its mapping and the ad spend, and says how many orders were imported', async () => {
    upload.mockResolvedValue({ orderCount: 3 } as Awaited<ReturnType<typeof uploadOrders>>);
    const onImported = vi.fn(async () => {});
    renderInApp(<OrderImportForm planOrderValue={300} simulationId="plan-1" userId="user-1" onImported={onImported} />);
    await chooseFile();
    select('Status column', 'State');
    await screen.findByLabelText('Livré');
    select('Livré', 'delivered');
    select('Retourné', 'returned');
    fireEvent.change(screen.getByLabelText('Ad spend for these orders'), { target: { value: '1 250,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    const [plan, file, choices] = upload.mock.calls[0]!;
    expect(plan).toBe('plan-1');
    expect(await (file as File).text()).toBe(CSV);
    expect(choices).toEqual({
      mapping: { columns: { orderId: 'Order', status: 'State', amount: 'Total' }, statuses: { Livré: 'delivered', Retourné: 'returned' } },
      date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      adSpend: 1250.5,
      localCurrencyInputs: [],
    });
    expect(screen.getByTestId('import-notice').textContent).toBe('Imported 3 orders.');
  });

  it('questions an order value far from the plan’s, from the server’s totals, and imports only once confirmed', async () => {
    upload.mockResolvedValue({ orderCount: 3 } as Awaited<ReturnType<typeof uploadOrders>>);
    // 619 over two delivered orders is $309.50, more than 5× a plan of $30.
    renderInApp(<OrderImportForm planOrderValue={30} simulationId="plan-1" userId="user-1" onImported={async () => {}} />);
    await chooseFile();
    select('Status column', 'State');
    const alert = await screen.findByTestId('import-implausible');
    expect(alert.textContent).toContain('$309.50');
    expect(alert.textContent).toContain('$30.00');
    fireEvent.change(screen.getByLabelText('Ad spend for these orders'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByTestId('import-notice')).textContent).toBe('Check the amounts’ currency, or confirm they are right, before importing.');
    expect(upload).not.toHaveBeenCalled();
    // Once the seller says the amounts are right, the file is sent.
    fireEvent.click(screen.getByTestId('import-confirm-implausible'));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(upload).toHaveBeenCalled());
  });

  it('says at the file’s field when the server cannot read it, and offers nothing to import', async () => {
    preview.mockRejectedValue(new ApiError(400, JSON.stringify({ code: 'IMPORT_REFUSED', message: 'x', errors: [{ path: 'file', code: 'invalidFormat', message: 'x' }] })));
    renderInApp(<OrderImportForm planOrderValue={300} simulationId="plan-1" userId="user-1" onImported={async () => {}} />);
    const input = screen.getByLabelText('CSV or Excel (XLSX) file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['a,"b\n1,2'], 'broken.csv', { type: 'text/csv' })] } });
    expect((await screen.findByTestId('import-file-problem')).textContent).toBe('This file could not be read as CSV or XLSX.');
    expect(input.getAttribute('aria-describedby')).toBe('import-file-problem');
    expect(screen.queryByLabelText('Order id column')).toBeNull();
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says a file without orders under its header has none, and one the server found in Windows-1256 was read as Arabic', async () => {
    preview.mockResolvedValueOnce({ ...answerFor({}), rowCount: 0, rows: [] });
    renderInApp(<OrderImportForm planOrderValue={300} simulationId="plan-1" userId="user-1" onImported={async () => {}} />);
    const input = screen.getByLabelText('CSV or Excel (XLSX) file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['Order,State\n'], 'empty.csv', { type: 'text/csv' })] } });
    expect((await screen.findByTestId('import-notice')).textContent).toBe('This file has no order rows.');
    preview.mockResolvedValueOnce({ ...answerFor({}), encoding: 'windows-1256' });
    await chooseFile();
    expect(screen.getByTestId('import-read-as-arabic').textContent).toBe('This file is not in UTF-8: it was read as Arabic (Windows-1256).');
  });

  it.each([
    ['en', 'This file has more than 100,000 rows. Split it into smaller files.'],
    ['ar', 'في هذا الملف أكثر من 100,000 صف. قسّمه إلى ملفات أصغر.'],
    ['fr', 'Ce fichier a plus de 100 000 lignes. Découpez-le en fichiers plus petits.'],
  ] as const)('says an upload refused for its rows at the file field (%s)', async (language, expected) => {
    // The server's refusal of the row past the limit, as it answers it while the file arrives.
    const message = 'This file has more than 100000 rows after its header; split it into smaller files.';
    upload.mockRejectedValue(new ApiError(413, JSON.stringify({ code: 'PAYLOAD_TOO_LARGE', message, errors: [{ path: 'file', code: 'tooManyRows', limit: 100_000, message }] })));
    const text = { en, ar, fr }[language].actuals.import;
    renderInApp(<OrderImportForm planOrderValue={300} simulationId="plan-1" userId="user-1" onImported={async () => {}} />, { language });
    const input = screen.getByLabelText(text.file) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([CSV], 'orders.csv', { type: 'text/csv' })] } });
    await screen.findByLabelText(text.orderId);
    fireEvent.change(screen.getByLabelText(text.status), { target: { value: 'State' } });
    await screen.findByLabelText('Livré');
    fireEvent.change(screen.getByLabelText(text.adSpend), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: text.submit }));
    const said = await screen.findByTestId('import-file-problem');
    expect(said.textContent?.replace(/\s/g, ' ')).toBe(expected);
    expect(input.getAttribute('aria-describedby')).toBe(said.id);
    expect(screen.queryByTestId('import-problems')).toBeNull();
  });
});
