import iconv from 'iconv-lite';

/** The encodings an uploaded text file is read in, as found. */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/**
 * The text of an uploaded file. A byte order mark names the encoding (UTF-8, or UTF-16 as Excel's "Unicode
 * text" writes it); otherwise the bytes are UTF-8 when they are valid UTF-8, and Windows-1252 (what Excel
 * on Windows saves as "CSV" in French, Spanish or English) when they are not: every byte has a character
 * there, so "Livré" is never read as "Livr\uFFFD". The BOM is dropped. Windows-1252 goes through iconv-lite:
 * Node 20's TextDecoder reads that label as Latin-1 (0x80 becomes U+0080, not "€").
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (startsWith(bytes, UTF8_BOM)) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  if (startsWith(bytes, [0xff, 0xfe])) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (startsWith(bytes, [0xfe, 0xff])) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'windows-1252'), encoding: 'windows-1252' };
  }
}
