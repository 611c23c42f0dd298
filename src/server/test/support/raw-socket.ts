import net from 'node:net';

// Requests of shapes that fetch and node:http refuse to send (a body longer or shorter than its
// Content-Length, an absolute-form target, headers or a body dribbled a byte at a time, a client
// that hangs up mid-body), written byte for byte on a plain TCP socket.

export interface RawAnswer {
  /** 0 when the server closed the connection without answering. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** From the first byte written to the connection's close (for benches; tests assert outcomes, not durations). */
  elapsedMs: number;
  /** Who ended the connection: the server, or the client giving up at its deadline. */
  closedBy: 'server' | 'client-deadline';
}

/** The first HTTP response in what a server wrote (enough for the one-request connections used here). */
export function parseAnswer(text: string, elapsedMs: number, closedBy: RawAnswer['closedBy'] = 'server'): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  if (!text.startsWith('HTTP/1.1 ') || end < 0) return { status: 0, headers: {}, body: text, elapsedMs, closedBy };
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = text.slice(end + 4);
  const length = Number(headers['content-length'] ?? rest.length);
  return { status: Number(statusLine!.split(' ')[1]), headers, body: rest.slice(0, length), elapsedMs, closedBy };
}

export interface RawRequest {
  port: number;
  /** Written at once (bytes as they are, or text as UTF-8). */
  head: string | Buffer;
  /** Written one piece every `everyMs` after the head, until the server answers or closes. */
  dribble?: { piece: string; everyMs: number };
  /** Close the client's side (FIN) this long after the head is written: a client hanging up mid-request. */
  hangUpAfterMs?: number;
  /** Give up (and destroy the socket) after this long; the answer then has what arrived. */
  deadlineMs?: number;
}

/** Sends one raw request and resolves with what came back once the connection closes. */
export function rawRequest(request: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(request.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const started = performance.now();
    const timers: NodeJS.Timeout[] = [];
    let closedBy: RawAnswer['closedBy'] = 'server';
    let dribbling: NodeJS.Timeout | undefined;
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // The answer has begun: sending more could only make the server reset the connection.
      clearInterval(dribbling);
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      timers.forEach(clearTimeout);
      resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'), performance.now() - started, closedBy));
    });
    socket.on('connect', () => {
      socket.write(request.head);
      const { dribble } = request;
      if (dribble) {
        dribbling = setInterval(() => {
          if (socket.writable) socket.write(dribble.piece);
        }, dribble.everyMs);
        timers.push(dribbling);
      }
      if (request.hangUpAfterMs !== undefined) timers.push(setTimeout(() => socket.end(), request.hangUpAfterMs));
      timers.push(
        setTimeout(() => {
          closedBy = 'client-deadline';
          socket.destroy();
        }, request.deadlineMs ?? 10_000),
      );
    });
  });
}

/** A request head (and optional body) as raw text; `headers` in the given order. */
export function rawHead(method: string, target: string, headers: Record<string, string | number>, body = ''): string {
  const lines = Object.entries({ host: '127.0.0.1', ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
  return `${method} ${target} HTTP/1.1\r\n${lines.join('')}\r\n${body}`;
}

export interface ChunkedUpload {
  answer: RawAnswer;
  /** Chunks written before the first byte of the answer arrived. */
  writtenBeforeAnswer: number;
  /** True when the last chunk (and the body's end) had been written before the answer arrived. */
  sentWholeBody: boolean;
}

/**
 * Sends a body in chunked transfer coding (no declared length, as a client streaming a file it has not
 * measured), one piece after another as the socket takes them, and stops sending once the server answers or
 * closes. `head` must name `transfer-encoding: chunked` and end with the blank line.
 */
export function sendChunked(port: number, head: string, pieces: Iterable<string>, deadlineMs = 60_000): Promise<ChunkedUpload> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const started = performance.now();
    let written = 0;
    let writtenBeforeAnswer: number | undefined;
    let sentWholeBody = false;
    let closed = false;
    let closedBy: RawAnswer['closedBy'] = 'server';
    const deadline = setTimeout(() => {
      closedBy = 'client-deadline';
      socket.destroy();
    }, deadlineMs);
    socket.on('data', (chunk: Buffer) => {
      writtenBeforeAnswer ??= written;
      chunks.push(chunk);
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      clearTimeout(deadline);
      const answer = parseAnswer(Buffer.concat(chunks).toString('utf8'), performance.now() - started, closedBy);
      resolve({ answer, writtenBeforeAnswer: writtenBeforeAnswer ?? written, sentWholeBody });
    });
    const drained = () => new Promise<void>((done) => {
      const go = () => {
        socket.off('drain', go);
        socket.off('close', go);
        done();
      };
      socket.once('drain', go);
      socket.once('close', go);
    });
    socket.on('connect', async () => {
      socket.write(head);
      for (const piece of pieces) {
        if (closed || writtenBeforeAnswer !== undefined) return;
        const size = Buffer.byteLength(piece);
        const flowing = socket.write(`${size.toString(16)}\r\n${piece}\r\n`);
        written += 1;
        if (!flowing) await drained();
      }
      if (closed || writtenBeforeAnswer !== undefined) return;
      socket.write('0\r\n\r\n');
      sentWholeBody = true;
    });
  });
}
