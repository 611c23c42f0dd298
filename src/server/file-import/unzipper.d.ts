// unzipper ships no types; only the streaming parser the workbook guard uses is declared.
declare module 'unzipper' {
  import type { Duplex, Readable } from 'node:stream';
  export interface Entry extends Readable {
    path: string;
    autodrain(): void;
  }
  export function Parse(options?: { forceStream?: boolean }): Duplex;
  const unzipper: { Parse: typeof Parse };
  export default unzipper;
}
