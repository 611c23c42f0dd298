import { isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';

/** The encodings an uploaded text file is read in, as found. */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'windows-1256';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

// Arabic in Windows-1256 is words of letters that are all bytes past 0x7F, side by side; French or Spanish
// in Windows-1252 has an accented letter here and there between ASCII ones ("Livré", "Numéro"), and the same
// accented lower-case letters sit at the same bytes in both code pages. So a sample where most bytes past
// 0x7F follow another such byte is Arabic. The first 64 kB hold enough words to tell.
function codePageOf(bytes: Uint8Array): 'windows-1256' | 'windows-1252' {
  const sample = bytes.subarray(0, 64 * 1024);
  let high = 0;
  let adjacent = 0;
  for (let index = 0; index < sample.length; index++) {
    if (sample[index]! < 0x80) continue;
    high += 1;
    if (index > 0 && sample[index - 1]! >= 0x80) adjacent += 1;
  }
  return adjacent * 3 > high ? 'windows-1256' : 'windows-1252';
}

/**
 * The text of an uploaded file. A byte order mark names the encoding (UTF-8, or UTF-16 as Excel's "Unicode
 * text" writes it); otherwise the bytes are UTF-8 when they are valid UTF-8, and a Windows code page when
 * they are not: Windows-1256 when Arabic letters are what the bytes spell (what Excel on an Arabic Windows
 * saves as "CSV"), else Windows-1252 (French, Spanish or English): every byte has a character there, so
 * "Livré" is never read as "Livr\uFFFD". The BOM is dropped. The code pages go through iconv-lite: Node 20's
 * TextDecoder reads "windows-1252" as Latin-1 (0x80 becomes U+0080, not "€").
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (startsWith(bytes, UTF8_BOM)) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  if (startsWith(bytes, [0xff, 0xfe])) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (startsWith(bytes, [0xfe, 0xff])) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    const encoding = codePageOf(bytes);
    return { text: iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding), encoding };
  }
}

/** A file's text as pieces decoded one after another, and the encoding it is read in. */
export interface DecodedPieces {
  encoding: TextEncodingName;
  /** The text in order, each piece decoded from the next `pieceBytes` bytes (a character split between two is whole in the first). */
  pieces: Generator<string, void>;
  /** True when the text holds a NUL character (the file is not text), told without decoding it. */
  hasNul: boolean;
}

/** True when the bytes hold a NUL character of the encoding: a zero byte, or a zero UTF-16 code unit after the BOM. */
function holdsNul(bytes: Uint8Array, encoding: TextEncodingName): boolean {
  if (encoding !== 'utf-16le' && encoding !== 'utf-16be') return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(0);
  for (let index = 2; index + 1 < bytes.length; index += 2) if (bytes[index] === 0 && bytes[index + 1] === 0) return true;
  return false;
}

/**
 * The text of an uploaded file as `decodeText` reads it, decoded piece by piece as it is used: a large file is
 * held once, as its bytes, and never also as one string (which is up to twice their size).
 */
export function decodeTextPieces(bytes: Uint8Array, pieceBytes: number): DecodedPieces {
  let encoding: TextEncodingName;
  let start = 0;
  if (startsWith(bytes, UTF8_BOM)) [encoding, start] = ['utf-8', 3];
  else if (startsWith(bytes, [0xff, 0xfe])) [encoding, start] = ['utf-16le', 2];
  else if (startsWith(bytes, [0xfe, 0xff])) [encoding, start] = ['utf-16be', 2];
  else encoding = isUtf8(bytes) ? 'utf-8' : codePageOf(bytes);
  const decoder =
    encoding === 'windows-1252' || encoding === 'windows-1256'
      ? iconv.getDecoder(encoding)
      : { textDecoder: new TextDecoder(encoding), write(chunk: Buffer) { return this.textDecoder.decode(chunk, { stream: true }); }, end() { return this.textDecoder.decode(); } };
  function* pieces(): Generator<string, void> {
    for (let at = start; at < bytes.length; at += pieceBytes) {
      const piece = decoder.write(Buffer.from(bytes.buffer, bytes.byteOffset + at, Math.min(pieceBytes, bytes.length - at)));
      if (piece) yield piece;
    }
    const rest = decoder.end();
    if (rest) yield rest;
  }
  return { encoding, pieces: pieces(), hasNul: holdsNul(bytes, encoding) };
}
