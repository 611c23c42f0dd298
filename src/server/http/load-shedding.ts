import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { getHeapStatistics } from 'node:v8';
import { Refusal } from './refusal';

/**
 * When the process is past what it can serve, new requests are refused at once with 503 +
 * Retry-After instead of queueing behind the rest (503 overloaded; docs/product.md#the-api). The measure is the
 * process's own state, sampled by @fastify/under-pressure: how late the event loop runs (every
 * request and the embedded database share it) and how full the heap is. Nothing is counted per
 * request, so nothing can leak (decision 0006).
 */
export interface PressureLimits {
  /** Mean lateness of the event loop over one sample, in ms, beyond which requests are refused. */
  maxEventLoopDelayMs: number;
  /** Heap in use beyond which requests are refused (garbage collection is about to thrash). */
  maxHeapUsedBytes: number;
  sampleIntervalMs: number;
}

export const DEFAULT_PRESSURE_LIMITS: PressureLimits = {
  // A mean lateness of a whole second: the embedded database runs in this thread and a big export blocks it
  // for tens of ms, so only a loop that is late all the time sheds (0 turns the measure off).
  maxEventLoopDelayMs: 1000,
  maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
  sampleIntervalMs: 1000,
};

/** The error under-pressure answers with: ours, so the body and the log line are the project's. */
class Overloaded extends Refusal {
  constructor() {
    super('overloaded', 'The server is busy. Please try again in a moment.', { 'retry-after': '1' });
  }
}

/**
 * Registers the shedding hook where it is called: before the hooks that read the database, so
 * refusing work stays cheap. Health checks are refused too, so a load balancer sees the pressure.
 */
export async function registerLoadShedding(app: FastifyInstance, limits: Partial<PressureLimits> = {}): Promise<void> {
  const { maxEventLoopDelayMs, maxHeapUsedBytes, sampleIntervalMs } = { ...DEFAULT_PRESSURE_LIMITS, ...limits };
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxHeapUsedBytes,
    sampleInterval: sampleIntervalMs,
    retryAfter: 1,
    customError: Overloaded,
  });
}
