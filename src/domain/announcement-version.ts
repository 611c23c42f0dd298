/**
 * A short name of an announcement's texts: a seller who dismissed an announcement does not see it again, and sees
 * the next one (any change of any language's text is a new announcement; docs/product.md#the-announcement). A 53-bit
 * string hash (cyrb53), written in base 36; a collision would only keep a new text hidden, at odds of 1 in 2^53.
 */
export function announcementVersion(texts: Record<'en' | 'ar' | 'fr', string>): string {
  const text = JSON.stringify([texts.en, texts.ar, texts.fr]);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
