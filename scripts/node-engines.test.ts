import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// Decision 0032: `engines` says which Node.js lines run the app and its suite, and it
// stays honest as dependencies move. Every package in the lock must admit the first release of every
// line we claim, unless it is a listed exception that this suite shows working there.

const require = createRequire(import.meta.url);
const semver = require('semver') as { satisfies(version: string, range: string): boolean };

const root = new URL('../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

/**
 * The first release of each line we support: 20.19 unflagged require() of ES modules (two runtime
 * dependencies are loaded that way), 22.12 did the same on 22, and eslint 10 asks for 22.13.
 */
const FLOORS = ['20.19.0', '22.13.0', '24.0.0'];

/**
 * Packages whose `engines` leave out a line we claim, each shown working on it below. cookie 2 and
 * content-disposition 3 dropped Node 20 by policy (it reached its end of life), not by code: both are
 * small pure-JavaScript ES modules using no Node API, which fastify's light-my-request and
 * @fastify/static load with require() (ES modules through require() since Node 20.19), and the server's
 * session and language cookies (src/server/auth/session-cookie.ts, src/server/http/spa.ts) with import.
 */
const EXCEPTIONS: Record<string, string> = { cookie: '>=22', 'content-disposition': '>=22' };

const enginesOf = (entry: (typeof lock.packages)[string]) => (Array.isArray(entry.engines) ? undefined : entry.engines?.node);

describe('engines', () => {
  it('claims the first release of Node 20.19, 22.13 and 24, and not the releases before them', () => {
    for (const floor of FLOORS) expect(semver.satisfies(floor, pkg.engines.node), floor).toBe(true);
    for (const below of ['20.18.3', '21.7.0', '22.12.0', '23.11.0']) expect(semver.satisfies(below, pkg.engines.node), below).toBe(false);
  });

  it('admits the Node this suite runs on', () => {
    expect(semver.satisfies(process.versions.node, pkg.engines.node)).toBe(true);
  });

  it('runs on the Node line npm run test:node22 / test:node24 asked for', () => {
    const line = process.env.RIBH_NODE_LINE;
    // Unset in a plain run; scripts/test-node.sh sets it, and its workers must be that binary.
    if (line) expect(process.versions.node.split('.')[0]).toBe(line);
    else expect(line).toBeUndefined();
  });

  it('every locked package admits every line we claim, or is a known exception', () => {
    const refusing: string[] = [];
    const seenExceptions = new Set<string>();
    for (const [where, entry] of Object.entries(lock.packages)) {
      const range = enginesOf(entry);
      if (!where || !range) continue;
      const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
      if (FLOORS.every((floor) => semver.satisfies(floor, range))) continue;
      if (EXCEPTIONS[name] === range) seenExceptions.add(name);
      else refusing.push(`${name}@${entry.version}: engines.node "${range}"`);
    }
    expect(refusing).toEqual([]);
    // An exception that no longer refuses a line is dropped from the list, so the list stays true.
    expect([...seenExceptions].sort()).toEqual(Object.keys(EXCEPTIONS).sort());
  });

  it('loads the exceptions through require(), as their dependents do, and they work on this Node', () => {
    const { stringifySetCookie, parseCookie } = require('cookie') as {
      stringifySetCookie(cookie: { name: string; value: string; httpOnly?: boolean }): string;
      parseCookie(header: string): Record<string, string | undefined>;
    };
    expect(stringifySetCookie({ name: 'ribh_session', value: 'a b', httpOnly: true })).toBe('ribh_session=a%20b; HttpOnly');
    expect(parseCookie('ribh_session=a%20b; lang=ar')).toEqual({ ribh_session: 'a b', lang: 'ar' });
    const { create } = require('content-disposition') as { create(filename: string): string };
    expect(create('ربح.pdf')).toBe(`attachment; filename="???.pdf"; filename*=UTF-8''%D8%B1%D8%A8%D8%AD.pdf`);
  });
});
