/**
 * A 53-bit digest of a text (cyrb53, public domain), written in base 36: enough to tell that a text changed (a
 * re-imported order's fields, an announcement's words); never used to tell two different records apart.
 */
export function fingerprint(text: string): string {
  return digest53(text).toString(36);
}

/** The 53-bit digest of a text (cyrb53) as a number: what `fingerprint` writes in base 36. */
export function digest53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
