/**
 * `{service name}-{yyyy-MM-dd}.{ext}` with only characters safe in every file system and header;
 * `unicodeName` keeps letters of any script for the RFC 5987 `filename*`.
 */
export function exportFileName(
  serviceName: string,
  createdAt: string,
  ext: 'csv' | 'pdf',
): { asciiName: string; unicodeName: string } {
  const date = createdAt.slice(0, 10);
  const unicodeBase = serviceName
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    // A cut between the halves of a surrogate pair leaves half a character, which no header can encode.
    .replace(/\p{Cs}$/u, '');
  const asciiBase = unicodeBase
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return {
    asciiName: `${asciiBase || 'simulation'}-${date}.${ext}`,
    unicodeName: `${unicodeBase || 'simulation'}-${date}.${ext}`,
  };
}
