import { createServer, connect, type Server, type Socket } from 'node:net';

// A TCP relay in front of PostgreSQL that can stop forwarding: connections stay open and new ones are
// accepted, but no byte goes through in either direction, as with a frozen server or a black-holed
// network. Unlike SIGSTOP of the cluster, it needs no signal to the postgres user's processes and a
// failed test cannot leave the cluster frozen.

interface Pipe {
  from: Socket;
  to: Socket;
  /** Bytes, and the other side's close, that arrived while stalled. */
  held: (Buffer | 'close')[];
}

export class StallingProxy {
  private stalled = false;
  private readonly pipes = new Set<Pipe>();
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(targetPort: number): Promise<StallingProxy> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    const proxy = new StallingProxy(server, (server.address() as { port: number }).port);
    server.on('connection', (client) => proxy.relay(client, connect(targetPort, '127.0.0.1')));
    return proxy;
  }

  /** From now on nothing is forwarded, not even a close; what arrives is held. */
  stall(): void {
    this.stalled = true;
  }

  /** Forwards what was held, then everything as it comes. */
  resume(): void {
    this.stalled = false;
    for (const pipe of this.pipes) {
      for (const chunk of pipe.held.splice(0)) {
        if (chunk === 'close') {
          pipe.to.destroy();
          this.pipes.delete(pipe);
        } else {
          pipe.to.write(chunk);
        }
      }
    }
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private relay(client: Socket, upstream: Socket): void {
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      const pipe: Pipe = { from, to, held: [] };
      this.pipes.add(pipe);
      this.sockets.add(from);
      from.on('data', (chunk: Buffer) => (this.stalled ? pipe.held.push(chunk) : to.write(chunk)));
      // A side that goes away takes the other with it, as a real connection would; not while stalled,
      // when a frozen server would not have said so either.
      from.on('close', () => {
        this.sockets.delete(from);
        if (this.stalled) {
          pipe.held.push('close');
          return;
        }
        this.pipes.delete(pipe);
        to.destroy();
      });
      from.on('error', () => {});
    }
  }
}
