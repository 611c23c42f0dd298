import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusPageHeading } from './focus-page-heading';

// After a route change the focus lands on the new page's heading, unless the page put it somewhere itself.

function page(html: string): HTMLElement {
  document.body.innerHTML = `<header><a href="/history">History</a></header><main id="main" tabindex="-1">${html}</main>`;
  (document.querySelector('header a') as HTMLElement).focus();
  return document.getElementById('main')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusPageHeading', () => {
  it('moves the focus from the header link to the page’s h1, which becomes focusable from script only', () => {
    const main = page('<h1>Simulation history</h1><button>Compare</button>');
    focusPageHeading(main);
    const heading = main.querySelector('h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for the heading of a page still loading', async () => {
    const main = page('<p role="status">Loading…</p>');
    focusPageHeading(main);
    expect(document.activeElement?.tagName).toBe('A');
    main.innerHTML = '<section><h1>Plan vs actual</h1></section>';
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Plan vs actual'));
  });

  it('skips the page left behind, hidden while the new one loads: its heading, and the link followed in it', async () => {
    const main = page('<div style="display: none !important"><h1>History</h1><a href="/actuals">Actuals</a></div><p role="status">Loading…</p>');
    (main.querySelector('a') as HTMLElement).focus();
    focusPageHeading(main);
    expect(document.activeElement?.tagName).toBe('A');
    main.insertAdjacentHTML('beforeend', '<h1>Plan against actuals</h1>');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Plan against actuals'));
  });

  it('leaves the focus where the page put it (a field, a notice)', () => {
    const main = page('<h1>Sign in</h1><input aria-label="Email" />');
    (main.querySelector('input') as HTMLElement).focus();
    focusPageHeading(main);
    expect(document.activeElement?.tagName).toBe('INPUT');
  });

  it('stops waiting when told (the next route change)', async () => {
    const main = page('');
    const stop = focusPageHeading(main);
    stop();
    main.innerHTML = '<h1>Late</h1>';
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement?.tagName).toBe('A');
  });
});
