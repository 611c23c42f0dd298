import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { sendFile } from '../../lib/api-queries';
import { useFilePreview } from '../../lib/use-file-preview';
import { renderHookInApp, renderInApp, stubApi } from '../../test-support/render';
import { ColumnMapping } from './column-mapping';
import { FileField } from './file-field';

// The file, preview and mapping pieces both import screens (the ledger's, a courier's statement) are made of,
// put together as a screen puts them: a file is chosen, the server's preview offers its headers to each field.

const previewSchema = z.object({ headers: z.array(z.string()), mapping: z.record(z.string(), z.string().nullable()) });
const FIELDS = ['orderId', 'amount', 'note'] as const;
const LABELS = { orderId: 'Order id', amount: 'Amount', note: 'Note' };
const UNREADABLE = 'This file could not be read.';

function ImportPieces() {
  const reader = useFilePreview((file: File) => sendFile('/api/test/preview', file, previewSchema));
  const [mapping, setMapping] = useState<Record<string, string | null>>({});
  const [checked, setChecked] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
      }}
    >
      <FileField
        id="file"
        label="File"
        inputKey={reader.inputKey}
        reading={reader.reading ? 'Reading the file…' : null}
        error={reader.failure ? UNREADABLE : checked && !reader.file ? 'Required.' : null}
        onChoose={(file) => void reader.choose(file).then((answer) => answer && setMapping(answer.mapping))}
      />
      {reader.preview && (
        <ColumnMapping
          legend="Columns"
          fields={FIELDS}
          headers={reader.preview.headers}
          mapping={mapping}
          onChange={setMapping}
          labelOf={(field) => LABELS[field]}
          notInFile="Not in the file"
          errorOf={(field) => (checked && field !== 'note' && !mapping[field] ? 'Required.' : null)}
        />
      )}
      <button type="submit">Import</button>
      <button type="button" onClick={reader.clear}>
        Clear
      </button>
    </form>
  );
}

const choose = (name: string) =>
  fireEvent.change(screen.getByLabelText('File'), { target: { files: [new File(['Order,Total,Comment\nA-1,10,\n'], name, { type: 'text/csv' })] } });

/** The option texts of a select. */
const options = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.text);

describe('the file import pieces', () => {
  it('send the chosen file, offer its headers at each field with the proposed column chosen, and mark a required field left empty', async () => {
    const api = stubApi({ '/api/test/preview': { headers: ['Order', 'Total', 'Comment'], mapping: { orderId: 'Order', amount: null } } });
    renderInApp(<ImportPieces />);
    choose('orders.csv');
    expect(await screen.findByRole('group', { name: 'Columns' })).toBeTruthy();
    expect(api.calls).toEqual(['/api/test/preview']);
    const sent = (api.fetch.mock.calls[0] as unknown[])[1] as RequestInit;
    expect([sent.method, (sent.headers as Record<string, string>)['Content-Type'], sent.body instanceof File]).toEqual(['POST', 'text/csv', true]);
    expect(options('Order id')).toEqual(['Not in the file', 'Order', 'Total', 'Comment']);
    expect((screen.getByLabelText('Order id') as HTMLSelectElement).value).toBe('Order');
    expect((screen.getByLabelText('Amount') as HTMLSelectElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const amount = screen.getByLabelText('Amount');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toBe('Required.');
    expect(screen.getByLabelText('Order id').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Note').getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(amount, { target: { value: 'Total' } });
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBeNull();
  });

  it('says at the file field why a file the server refuses cannot be read, and clears it with the next file', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'Unreadable', code: 'IMPORT_REFUSED', errors: [] }), { status: 400 }));
    vi.stubGlobal('fetch', fetch);
    renderInApp(<ImportPieces />);
    choose('broken.csv');
    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe(UNREADABLE);
    const input = screen.getByLabelText('File');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.queryByRole('group', { name: 'Columns' })).toBeNull();

    fetch.mockImplementation(async () => new Response(JSON.stringify({ headers: ['Order'], mapping: {} }), { status: 200 }));
    choose('orders.csv');
    expect(await screen.findByRole('group', { name: 'Columns' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('File').getAttribute('aria-invalid')).toBeNull();
  });

  it('says at the file field that a file is required when none was chosen, and forgets the file when cleared', async () => {
    stubApi({ '/api/test/preview': { headers: ['Order'], mapping: {} } });
    renderInApp(<ImportPieces />);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Required.');

    choose('orders.csv');
    expect(await screen.findByRole('group', { name: 'Columns' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('group', { name: 'Columns' })).toBeNull();
    expect((screen.getByLabelText('File') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('Required.');
  });

  it('marks the fields a footer speaks for, pointing each at it', () => {
    renderInApp(
      <ColumnMapping
        legend="Columns"
        fields={FIELDS}
        headers={['Order']}
        mapping={{}}
        onChange={() => undefined}
        labelOf={(field) => LABELS[field]}
        notInFile="Not in the file"
        errorOf={(field) => field === 'orderId' || null}
        footer={<p>Choose a column for every required field.</p>}
      />,
    );
    const orderId = screen.getByLabelText('Order id');
    expect(orderId.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(orderId.getAttribute('aria-describedby')!)?.textContent).toBe('Choose a column for every required field.');
    expect(screen.getByLabelText('Amount').getAttribute('aria-describedby')).toBeNull();
  });
});

describe('useFilePreview', () => {
  it('keeps the preview of the file chosen last when an earlier one answers after it', async () => {
    const answers = new Map<string, (value: string) => void>();
    const { result } = renderHookInApp(() => useFilePreview((file: File) => new Promise<string>((resolve) => answers.set(file.name, resolve))));
    let first: Promise<string | null> | undefined;
    let second: Promise<string | null> | undefined;
    act(() => {
      first = result.current.choose(new File(['a'], 'first.csv'));
    });
    act(() => {
      second = result.current.choose(new File(['b'], 'second.csv'));
    });
    await act(async () => {
      answers.get('second.csv')!('second preview');
      answers.get('first.csv')!('first preview');
      expect([await first, await second]).toEqual([null, 'second preview']);
    });
    await waitFor(() => expect(result.current.reading).toBe(false));
    expect([result.current.file?.name, result.current.preview]).toEqual(['second.csv', 'second preview']);
  });
});
