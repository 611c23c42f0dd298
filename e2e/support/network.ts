import type { Page, Request } from '@playwright/test';

/** Resolves once no request of the page has been open for `quietMs`, counted from the call. */
export function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  return new Promise((resolve) => {
    const open = new Set<Request>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      if (open.size === 0) timer = setTimeout(done, quietMs);
    };
    const started = (request: Request) => {
      open.add(request);
      settle();
    };
    const ended = (request: Request) => {
      open.delete(request);
      settle();
    };
    function done() {
      page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
      resolve();
    }
    page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
    settle();
  });
}
