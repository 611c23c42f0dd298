// fontkit ships no types; only the part the PDF export uses is declared. pdfkit draws with the object `create` returns.
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    layout(text: string, features?: unknown): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
