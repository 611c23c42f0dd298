import { digest53 } from '../fingerprint';

/**
 * A set of texts kept as their 53-bit digests in one typed array (open addressing), for "was this id seen
 * before?" over a whole file: a Set of 250,000 order ids holds them as strings on the heap, growing with every
 * row read, while this holds 8 bytes a slot outside it. Two ids may share a digest (a few chances in a million for a
 * file of 250,000 orders): `has` then answers true for an id never added, so only use it where a wrong "seen" costs time,
 * never a wrong answer.
 */
export class IdDigestSet {
  private slots = new Float64Array(1024);
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** The slot holding `digest`, or the empty slot where it would go. Zero marks an empty slot. */
  private slotOf(slots: Float64Array, digest: number): number {
    const mask = slots.length - 1;
    let slot = digest % slots.length & mask;
    while (slots[slot] !== 0 && slots[slot] !== digest) slot = (slot + 1) & mask;
    return slot;
  }

  private static digestOf(id: string): number {
    return digest53(id) || 1;
  }

  add(id: string): void {
    const digest = IdDigestSet.digestOf(id);
    const slot = this.slotOf(this.slots, digest);
    if (this.slots[slot] === digest) return;
    this.slots[slot] = digest;
    this.count++;
    if (this.count * 2 > this.slots.length) this.grow();
  }

  has(id: string): boolean {
    const digest = IdDigestSet.digestOf(id);
    return this.slots[this.slotOf(this.slots, digest)] === digest;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Float64Array(old.length * 2);
    for (const digest of old) if (digest !== 0) this.slots[this.slotOf(this.slots, digest)] = digest;
  }
}
