import type { Simulation } from '../../../domain/entities';
import type { Db } from '../../db/client';
import { createSimulations, type NewSimulation } from './queries';

interface PendingSave extends NewSimulation {
  resolve: (saved: Simulation) => void;
  reject: (error: unknown) => void;
}

// A bound on one statement's size; a larger queue is written in several.
const MAX_BATCH = 100;

/**
 * Group commit for saves. The embedded database runs one statement at a time and flushes its log on
 * every commit, so saves queued one by one cap throughput at a few hundred a second. Here the saves
 * that arrive while a write is in flight are stored together in the next single INSERT (one commit),
 * and each caller still gets its own row, or its own error, before its response is sent.
 */
export class SaveBatcher {
  private queue: PendingSave[] = [];
  private writing = false;

  constructor(private readonly db: Db) {}

  save(save: NewSimulation): Promise<Simulation> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...save, resolve, reject });
      if (this.writing) return;
      this.writing = true;
      // The embedded database runs on this thread: a write started at once would always go alone.
      // After the requests already read from the sockets have queued their saves, they go together.
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      await this.write(this.queue.splice(0, MAX_BATCH));
      if (this.queue.length === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    this.writing = false;
  }

  private async write(batch: PendingSave[]): Promise<void> {
    try {
      const saved = await createSimulations(this.db, batch);
      batch.forEach((pending, index) => pending.resolve(saved[index]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // One failing row (its owner deleted meanwhile, say) must not fail the others: each alone.
      for (const pending of batch) await this.write([pending]);
    }
  }
}
