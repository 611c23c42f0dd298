import { fingerprint } from './fingerprint';

/**
 * A short name of an announcement's texts: a seller who dismissed an announcement does not see it again, and sees
 * the next one (any change of any language's text is a new announcement; docs/product.md#the-announcement). A collision of
 * the 53-bit digest would only keep a new text hidden, at odds of 1 in 2^53.
 */
export function announcementVersion(texts: Record<'en' | 'ar' | 'fr', string>): string {
  return fingerprint(JSON.stringify([texts.en, texts.ar, texts.fr]));
}
