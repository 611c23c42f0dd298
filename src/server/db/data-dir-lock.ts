import { rmSync, statSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';

/** Thrown when another live process holds the embedded data directory. */
export class DataDirInUseError extends Error {}

// A killed owner's socket goes away when the kernel tears the process down, which can take a
// moment for a large heap; a live owner answers at once, so only a silent one is waited for.
const WAIT_FOR_SILENT_OWNER_MS = 10_000;
const OWNER_ANSWER_MS = 1_000;
const RETRY_MS = 100;

/**
 * Where the lock lives. On Linux an abstract socket (no file: the kernel frees the name when the
 * owner dies, however it dies) and on Windows a named pipe, both named after the directory's device
 * and inode so every path to the same directory meets the same lock. Elsewhere (macOS) a socket file
 * in the directory: see decision 0008 for its limits.
 */
function lockAddress(dataDir: string): { address: string; file?: string } {
  const { dev, ino } = statSync(dataDir, { bigint: true });
  const name = `ribh-data-dir-${dev}-${ino}`;
  if (process.platform === 'linux') return { address: `\0${name}` };
  if (process.platform === 'win32') return { address: `\\\\?\\pipe\\${name}` };
  const file = path.join(dataDir, 'ribh.sock');
  return { address: file, file };
}

function listen(server: Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

type OwnerAnswer = { pid: number } | 'silent' | 'gone';

/** Asks the lock's owner for its pid: `gone` when nobody listens, `silent` when the owner does not answer. */
function askOwner(address: string): Promise<OwnerAnswer> {
  return new Promise((resolve) => {
    let text = '';
    const socket = connect(address);
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('silent');
    }, OWNER_ANSWER_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => {
      clearTimeout(timer);
      const pid = Number.parseInt(text, 10);
      resolve(Number.isInteger(pid) ? { pid } : 'silent');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? 'gone' : 'silent');
    });
  });
}

/**
 * PGlite has no lock between processes and two of them corrupt the directory. The lock is
 * a listening socket: binding its name is atomic (exactly one of many starters wins) and the kernel
 * releases it with the process, so neither a pid probe nor a stale-file takeover is needed
 * (decision 0008). Returns the function that releases the lock.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const { address, file } = lockAddress(dataDir);
  const deadline = Date.now() + WAIT_FOR_SILENT_OWNER_MS;
  for (;;) {
    // The owner tells whoever connects its pid, so a refused starter can name it.
    const server = createServer((socket) => socket.end(`${process.pid}\n`));
    try {
      await listen(server, address);
      // The lock alone never keeps a process alive.
      server.unref();
      return () => new Promise((resolve) => server.close(() => resolve()));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
    const owner = await askOwner(address);
    if (typeof owner === 'object') {
      throw new DataDirInUseError(
        `The data directory ${path.resolve(dataDir)} is in use by another Ribh process (pid ${owner.pid}). ` +
          'Stop that process, or set DATA_DIR to another directory.',
      );
    }
    // Only a socket file can outlive its owner; the kernel's names never do.
    if (owner === 'gone' && file) rmSync(file, { force: true });
    if (Date.now() > deadline) {
      throw new DataDirInUseError(
        `The data directory ${path.resolve(dataDir)} is held by a process that does not answer. ` +
          'Stop that process, or set DATA_DIR to another directory.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, owner === 'gone' ? 0 : RETRY_MS));
  }
}
