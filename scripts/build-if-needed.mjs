// Builds the client when dist/client is missing or older than any client source, and the server bundle likewise,
// so `npm start` needs no other step.
import { execSync } from 'node:child_process';
import { clientBuildIsFresh } from './client-build.mjs';
import { buildServerIfNeeded } from './server-build.mjs';

if (!clientBuildIsFresh()) {
  console.log('Building the client…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
await buildServerIfNeeded();
