// Latency and status bookkeeping for `npm run load` (figures only; nothing here asserts timing).

export class Stats {
  private latencies: number[] = [];
  readonly statuses = new Map<string, number>();
  errors = 0;

  record(status: number | 'error', ms: number): void {
    if (status === 'error') this.errors++;
    else this.latencies.push(ms);
    const key = String(status);
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
  }

  get count(): number {
    return this.latencies.length + this.errors;
  }

  percentile(p: number): number {
    if (this.latencies.length === 0) return 0;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  }

  summary(seconds: number): string {
    const byStatus = [...this.statuses].map(([k, v]) => `${k}: ${v}`).join(', ');
    return `${this.count} requests in ${seconds.toFixed(1)} s = ${(this.count / seconds).toFixed(0)} req/s; p50 ${this.percentile(50).toFixed(1)} ms, p99 ${this.percentile(99).toFixed(1)} ms; network errors ${this.errors}; by status {${byStatus}}`;
  }
}
