import { profitRange } from '@domain/risk/profit-range';
import type { RangeRequest, RangeResponse } from './range-messages';

// The profit range's 20,000 draws run here, off the page's thread, so typing never waits for them.
const scope = self as unknown as { onmessage: ((event: MessageEvent<RangeRequest>) => void) | null; postMessage(message: RangeResponse): void };

scope.onmessage = (event) => {
  const { id, input, uncertain } = event.data;
  scope.postMessage({ id, range: profitRange(input, uncertain) });
};
