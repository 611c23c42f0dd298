import { useEffect, useMemo, useRef, useState } from 'react';
import { profitRange, type ProfitRange } from '@domain/risk/profit-range';
import type { UncertainInputs } from '@domain/risk/uncertain-inputs';
import type { SimulationInput } from '@domain/model/simulate';
import type { RangeRequest, RangeResponse } from './range-messages';

interface RangeState {
  range: ProfitRange | null;
  /** True while the range on screen is not yet the one of the current inputs. */
  computing: boolean;
}

const canStartWorker = typeof Worker !== 'undefined';

/**
 * The profit range of the current inputs, computed in a Web Worker so typing never waits for its draws. Inputs are
 * compared by value (a render that rebuilds equal inputs sends nothing). Only the newest inputs matter: while the
 * worker computes, later inputs replace each other and only the last is sent once it is free. Null input (fields that
 * cannot be read) has no range. Where no worker can start (tests without a browser), it is computed on the page's thread.
 */
export function useProfitRange(input: SimulationInput | null, uncertain: UncertainInputs): RangeState {
  const key = input === null ? null : JSON.stringify([input, uncertain]);
  const [answer, setAnswer] = useState<{ key: string; range: ProfitRange } | null>(null);
  const worker = useRef<Worker | null>(null);
  const busy = useRef(false);
  const pending = useRef<{ key: string; request: RangeRequest } | null>(null);
  const sentKeys = useRef(new Map<number, string>());
  const latestId = useRef(0);

  const direct = useMemo(() => {
    if (canStartWorker || key === null) return null;
    const [directInput, directUncertain] = JSON.parse(key) as [SimulationInput, UncertainInputs];
    return profitRange(directInput, directUncertain);
  }, [key]);

  useEffect(() => () => worker.current?.terminate(), []);

  useEffect(() => {
    if (!canStartWorker || key === null) return;
    const [requestInput, requestUncertain] = JSON.parse(key) as [SimulationInput, UncertainInputs];
    const request: RangeRequest = { id: ++latestId.current, input: requestInput, uncertain: requestUncertain };
    const send = (target: Worker, next: { key: string; request: RangeRequest }) => {
      sentKeys.current.set(next.request.id, next.key);
      busy.current = true;
      target.postMessage(next.request);
    };
    if (!worker.current) {
      const started = new Worker(new URL('./profit-range.worker.ts', import.meta.url), { type: 'module' });
      started.addEventListener('message', (event: MessageEvent<RangeResponse>) => {
        const answeredKey = sentKeys.current.get(event.data.id);
        sentKeys.current.delete(event.data.id);
        busy.current = false;
        if (answeredKey !== undefined && event.data.id === latestId.current) setAnswer({ key: answeredKey, range: event.data.range });
        const next = pending.current;
        pending.current = null;
        if (next) send(started, next);
      });
      worker.current = started;
    }
    if (busy.current) pending.current = { key, request };
    else send(worker.current, { key, request });
  }, [key]);

  if (!canStartWorker) return { range: direct, computing: false };
  if (key === null) return { range: null, computing: false };
  return { range: answer?.range ?? null, computing: answer?.key !== key };
}
