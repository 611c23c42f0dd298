import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BASELINE_WASM_ONLY } from '../test/support/node-flags';

// The embedded data directory's lock: however its owner died, the next start
// takes the directory (waiting a moment is fine, refusing is not), and of several processes
// starting at once exactly one owns it. crash-safety.test.ts restarts the real server right after
// kill -9 of its process group. Embedded only, like that file.

const contenderScript = path.join(path.dirname(fileURLToPath(import.meta.url)), '../test/support/lock-contender.ts');
const root = mkdtempSync(path.join(tmpdir(), 'ribh-lock-'));
const contenders: Contender[] = [];

afterAll(() => {
  for (const contender of contenders) if (contender.child.exitCode === null && contender.child.signalCode === null) contender.kill();
  rmSync(root, { recursive: true, force: true });
});

/** A lock-contender child process driven line by line. */
class Contender {
  readonly child: ChildProcess;
  private readonly lines: string[] = [];
  private waiting?: (line: string) => void;
  readonly exited: Promise<void>;

  /** With `group`, under a shell in a process group of its own, as `npm start` runs the server. */
  constructor(readonly group = false) {
    this.child = group
      ? spawn('/bin/sh', ['-c', `"${process.execPath}" ${BASELINE_WASM_ONLY} --import tsx "${contenderScript}"; exit $?`], { stdio: ['pipe', 'pipe', 'inherit'], detached: true })
      : spawn(process.execPath, [BASELINE_WASM_ONLY, '--import', 'tsx', contenderScript], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      if (this.waiting) this.waiting(line);
      else this.lines.push(line);
    });
    contenders.push(this);
  }

  kill(): void {
    if (this.group) process.kill(-this.child.pid!, 'SIGKILL');
    else this.child.kill('SIGKILL');
  }

  send(line: string): void {
    this.child.stdin!.write(`${line}\n`);
  }

  next(): Promise<string> {
    const line = this.lines.shift();
    if (line !== undefined) return Promise.resolve(line);
    return new Promise((resolve) => {
      this.waiting = (answer) => {
        this.waiting = undefined;
        resolve(answer);
      };
    });
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the data-directory lock', () => {
  it('gives each directory to exactly one of several processes starting at once, after its owner was killed', async () => {
    const TRIALS = 60;
    const dirs = Array.from({ length: TRIALS }, (_, i) => path.join(root, `race-${i}`));
    dirs.forEach((dir) => mkdirSync(dir));
    // Every directory starts as a killed owner left it.
    const former = new Contender();
    for (const dir of dirs) {
      former.send(`acquire ${dir}`);
      expect(await former.next()).toBe(`owner ${dir}`);
    }
    former.child.kill('SIGKILL');
    await former.exited;

    const racers = [new Contender(), new Contender(), new Contender(), new Contender()];
    const doubleOwners: string[] = [];
    for (const dir of dirs) {
      racers.forEach((racer) => racer.send(`acquire ${dir}`));
      const answers = await Promise.all(racers.map((racer) => racer.next()));
      expect(answers.filter((a) => !a.startsWith('owner ') && !a.startsWith('refused ')), 'unexpected answers').toEqual([]);
      const owners = racers.filter((_, i) => answers[i] === `owner ${dir}`);
      if (owners.length !== 1) doubleOwners.push(`${path.basename(dir)}: ${owners.length} owners`);
      for (const owner of owners) {
        owner.send('release');
        expect(await owner.next()).toBe('released');
      }
    }
    expect(doubleOwners, `trials without exactly one owner, of ${TRIALS}`).toEqual([]);
  });

  // That the lock frees at all is the outcome; a lock that never frees fails by the test's timeout.
  it("is free after kill -9 of its owner and the owner's process group", async () => {
    const next = new Contender();
    for (let round = 1; round <= 5; round++) {
      const dir = path.join(root, `killed-${round}`);
      mkdirSync(dir);
      const owner = new Contender(true);
      owner.send(`acquire ${dir}`);
      expect(await owner.next()).toBe(`owner ${dir}`);
      owner.kill();
      await owner.exited;
      // At once: the killed process may not even be reaped yet (it lingers as a zombie).
      next.send(`acquire ${dir}`);
      expect(await next.next(), `round ${round}: the dead owner's lock is taken over`).toBe(`owner ${dir}`);
      next.send('release');
      expect(await next.next()).toBe('released');
    }
  });

});
