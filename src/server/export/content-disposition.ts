/**
 * An attachment header with an ASCII `filename` every client understands, plus the RFC 5987
 * `filename*` (UTF-8, percent-encoded) when the name has other characters, e.g. an Arabic service name.
 */
export function contentDisposition(names: { asciiName: string; unicodeName: string }): string {
  const plain = `attachment; filename="${names.asciiName.replace(/["\\\r\n]/g, '')}"`;
  if (names.unicodeName === names.asciiName) return plain;
  const encoded = encodeURIComponent(names.unicodeName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${plain}; filename*=UTF-8''${encoded}`;
}
