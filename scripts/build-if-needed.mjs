// Builds the client when dist/ is missing or older than any client source, so `npm start` needs no other step.
import { execSync } from 'node:child_process';
import { clientBuildIsFresh } from './client-build.mjs';

if (!clientBuildIsFresh()) {
  console.log('Building the client…');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
