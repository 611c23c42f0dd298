import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/auth-helpers';
import { orderFileCalls, workbookOf, XLSX_TYPE } from '../../test/support/order-file-calls';
import { createTestApp } from '../../test/test-app';

// The preview of an orders file: the server reads it as the import will, and stores nothing (decision 0059).
const { app } = await createTestApp();
const { plan, previewFile, recordsOf } = orderFileCalls(app);

const FILE = ['Order ID,Customer,Status,Collected', 'A-1,"Sara, Rabat",Delivered,40', 'A-2,Omar,Returned,', 'A-3,Lina,Delivered,"1,000.50"', 'A-4,Adam,Q7,', 'A-5,Nour,Delivered,ten', '', 'A-6,Rim,Returned,5'].join('\n');

describe('previewing an orders file', () => {
  it('answers the header, the proposed columns, the first five rows, the order count and each status with its orders and amounts', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const answer = await previewFile(owner, id, FILE);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      kind: 'csv',
      encoding: 'utf-8',
      header: ['Order ID', 'Customer', 'Status', 'Collected'],
      // "Customer" is never the status; "Collected" is an amount word.
      columns: { orderId: 'Order ID', status: 'Status', amount: 'Collected' },
      // Six orders: the blank line is not one.
      rowCount: 6,
      rows: [
        ['A-1', 'Sara, Rabat', 'Delivered', '40'],
        ['A-2', 'Omar', 'Returned', ''],
        ['A-3', 'Lina', 'Delivered', '1,000.50'],
        ['A-4', 'Adam', 'Q7', ''],
        ['A-5', 'Nour', 'Delivered', 'ten'],
      ],
      // Delivered: 40 + 1,000.50 (and "ten", not a number, left out) = 1,040.50 over three orders.
      statuses: [
        { value: 'Delivered', orders: 3, amountTotal: 1040.5, proposed: 'delivered' },
        { value: 'Returned', orders: 2, amountTotal: 5, proposed: 'returned' },
        { value: 'Q7', orders: 1, amountTotal: 0 },
      ],
    });
    expect(await recordsOf(owner, id)).toEqual([]);
  });

  it('reads the columns the seller asked for when the header has them, and proposes the others', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const answer = await previewFile(owner, id, FILE, { status: 'Customer', amount: 'Gone' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().columns).toEqual({ orderId: 'Order ID', status: 'Customer', amount: 'Collected' });
    expect(answer.json().statuses.map((tally: { value: string }) => tally.value)).toEqual(['Sara, Rabat', 'Omar', 'Lina', 'Adam', 'Nour', 'Rim']);
  });

  it('reads a semicolon file with decimal commas in Windows-1256 (Arabic Excel), and says which encoding it read', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const bytes = iconv.encode('رقم الطلب;اسم الزبون;الحالة;المبلغ\r\nA-1;سارة;تم التوصيل;1 250,50\r\nA-2;عمر;مرتجع;\r\nA-3;ليلى;تم التوصيل;49,50\r\n', 'windows-1256');
    const answer = await previewFile(owner, id, bytes);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      encoding: 'windows-1256',
      columns: { orderId: 'رقم الطلب', status: 'الحالة', amount: 'المبلغ' },
      rowCount: 3,
      // 1 250,50 + 49,50 = 1,300 over two delivered orders.
      statuses: [
        { value: 'تم التوصيل', orders: 2, amountTotal: 1300, proposed: 'delivered' },
        { value: 'مرتجع', orders: 1, amountTotal: 0, proposed: 'returned' },
      ],
    });
  });

  it('reads an XLSX workbook: its numbers as text, the row count without empty rows', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const book = await workbookOf([['Commande', 'Statut', 'Montant'], ['C-1', 'Livré', 299], ['C-2', 'Retour', ''], [], ['C-3', 'Livré', 301.5]]);
    const answer = await previewFile(owner, id, book, {}, XLSX_TYPE);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      kind: 'xlsx',
      header: ['Commande', 'Statut', 'Montant'],
      columns: { orderId: 'Commande', status: 'Statut', amount: 'Montant' },
      rowCount: 3,
      rows: [['C-1', 'Livré', '299'], ['C-2', 'Retour', ''], ['C-3', 'Livré', '301.5']],
      // 299 + 301.5 = 600.5
      statuses: [
        { value: 'Livré', orders: 2, amountTotal: 600.5, proposed: 'delivered' },
        { value: 'Retour', orders: 1, amountTotal: 0, proposed: 'returned' },
      ],
    });
  });

  it('refuses an empty file and an unreadable one on the file field, and another seller’s plan as not found', async () => {
    const [owner, other] = [await signUp(app), await signUp(app)];
    const id = await plan(owner);
    const empty = await previewFile(owner, id, '\uFEFF\r\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'file', code: 'required', message: 'The file is empty.' }]);
    const broken = await previewFile(owner, id, 'a,"b\n1,2');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors).toEqual([{ path: 'file', code: 'invalidFormat', message: expect.stringMatching(/could not be read as CSV/) }]);
    expect((await previewFile(other, id, FILE)).statusCode).toBe(404);
  });

  it('takes the import’s limits: 413 past 8 MB and past 100,000 orders, naming the limit', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const tooLarge = await previewFile(owner, id, 'x'.repeat(8 * 1024 * 1024 + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors).toEqual([expect.objectContaining({ path: 'file', limit: 8 * 1024 * 1024 })]);
    const tooMany = await previewFile(owner, id, ['Order,Status', ...Array.from({ length: 100_001 }, (_, i) => `${i},Delivered`)].join('\n'));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().errors).toEqual([{ path: 'file', code: 'tooManyRows', limit: 100_000, message: expect.stringContaining('100000') }]);
  });
});
