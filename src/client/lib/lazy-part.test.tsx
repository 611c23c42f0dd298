import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { renderInApp } from '../test-support/render';
import { lazyPart, loadWithRetries } from './lazy-part';

// A chunk that fails to download is tried again; failing still, only its part says so, with "Try again".

const FAILED = new TypeError('Failed to fetch dynamically imported module: /assets/part.js');

function Part({ label }: { label: string }) {
  return <p>{label} drawn</p>;
}

/** A loader that fails the first `failures` times, then gives the part; counts its calls. */
function flakyLoader(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw FAILED;
    return { default: Part };
  });
  return load;
}

/** The page around the part: an input the seller types in, which must keep its text whatever the part does. */
function Page({ Lazy }: { Lazy: ReturnType<typeof lazyPart<typeof Part>> }) {
  const [typed, setTyped] = useState('');
  return (
    <>
      <input aria-label="Selling price" value={typed} onChange={(event) => setTyped(event.target.value)} />
      <Suspense fallback={<p>Loading…</p>}>
        <Lazy label="Save controls" />
      </Suspense>
    </>
  );
}

// React reports every caught failure on the console; the outcomes below are what is checked.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

describe('loadWithRetries', () => {
  it('tries once per pause and once more, then throws the last failure', async () => {
    const load = flakyLoader(10);
    await expect(loadWithRetries(load, [0, 0])).rejects.toBe(FAILED);
    // Two pauses: the first try, one after each pause = 3 calls.
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('stops at the first success', async () => {
    const load = flakyLoader(1);
    await expect(loadWithRetries(load, [0, 0])).resolves.toEqual({ default: Part });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyPart', () => {
  it('draws the part after a failed download succeeds on its retry, with no message', async () => {
    const load = flakyLoader(1);
    renderInApp(<Page Lazy={lazyPart(load, { pauses: [0, 0] })} />);
    expect(await screen.findByText('Save controls drawn')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('failing always, shows the message in place of the part only; "Try again" loads it and keeps what was typed', async () => {
    // Three tries (two pauses) fail; the press makes the fourth call, which succeeds.
    const load = flakyLoader(3);
    renderInApp(<Page Lazy={lazyPart(load, { pauses: [0, 0] })} />);
    fireEvent.change(screen.getByLabelText('Selling price'), { target: { value: '199' } });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.connection.partFailed);
    expect(load).toHaveBeenCalledTimes(3);
    expect((screen.getByLabelText('Selling price') as HTMLInputElement).value).toBe('199');

    const button = screen.getByRole('button', { name: en.connection.tryAgain });
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(await screen.findByText('Save controls drawn')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Selling price') as HTMLInputElement).value).toBe('199');
  });

  it('failing again after the press, offers to reload the page, in the page’s language', async () => {
    const load = flakyLoader(Infinity);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderInApp(<Page Lazy={lazyPart(load, { pauses: [0] })} />, { language: 'ar' });

    fireEvent.click(await screen.findByRole('button', { name: ar.connection.tryAgain }));
    // First render: 2 tries; the press: 2 more.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(4));
    const again = await screen.findByRole('button', { name: ar.connection.reloadPage });
    expect(screen.getByRole('alert').textContent).toContain(ar.connection.partFailedAgain);
    fireEvent.click(again);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is tried again by itself when the browser comes back online, even the moment the message appears', async () => {
    const load = flakyLoader(2);
    // The connection returns as soon as the message is in the page, before anything else runs: the part listens for
    // it from the moment it shows the message.
    const backOnline = new MutationObserver(() => {
      if (!document.querySelector('[role="alert"]')) return;
      backOnline.disconnect();
      window.dispatchEvent(new Event('online'));
    });
    backOnline.observe(document.body, { childList: true, subtree: true });
    renderInApp(<Page Lazy={lazyPart(load, { pauses: [0] })} />);
    expect(await screen.findByText('Save controls drawn')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('draws nothing in place of a quiet part that cannot load', async () => {
    const load = flakyLoader(Infinity);
    renderInApp(<Page Lazy={lazyPart(load, { pauses: [0], quiet: true })} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Selling price')).toBeTruthy();
  });
});
