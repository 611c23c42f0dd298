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
