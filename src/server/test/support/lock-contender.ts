import { createInterface } from 'node:readline';
import { acquireDataDirLock, DataDirInUseError } from '../../db/data-dir-lock';

// A process that competes for data-directory locks on command, one line on stdin each:
//   acquire <dir>  → "owner <dir>", "refused <dir>" or "error <dir> <message>"
//   release        → releases every lock it holds → "released"

const held: (() => unknown)[] = [];
for await (const line of createInterface({ input: process.stdin })) {
  if (line.startsWith('acquire ')) {
    const dir = line.slice('acquire '.length);
    try {
      held.push(await acquireDataDirLock(dir));
      console.log(`owner ${dir}`);
    } catch (error) {
      console.log(error instanceof DataDirInUseError ? `refused ${dir}` : `error ${dir} ${(error as Error).message}`);
    }
  } else if (line === 'release') {
    for (const release of held.splice(0)) await release();
    console.log('released');
  }
}
