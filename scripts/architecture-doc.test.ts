import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/architecture.md is how a newcomer finds their way: its table of client features must name exactly the
// folders of src/client/features/, so a feature added or removed without the doc fails here.

const doc = readFileSync('docs/architecture.md', 'utf8');

/** The first-column names of the table that follows the line introducing the client's features. */
function documentedFeatures(): string[] {
  const start = doc.indexOf("The client's features");
  expect(start, "docs/architecture.md has the client's features table").toBeGreaterThan(-1);
  const rows: string[] = [];
  for (const line of doc.slice(start).split('\n').slice(1)) {
    if (rows.length > 0 && !line.startsWith('|')) break;
    const name = /^\| `([a-z-]+)` \|/.exec(line)?.[1];
    if (name) rows.push(name);
  }
  return rows;
}

describe('docs/architecture.md', () => {
  it('lists every client feature folder, and only those', () => {
    const folders = readdirSync('src/client/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(documentedFeatures().sort()).toEqual(folders);
  });

  it('names only source files that exist', () => {
    // Paths written as `src/...` with a file extension, e.g. `src/client/lib/simulator-snapshot.ts`.
    const paths = [...doc.matchAll(/`(src\/[\w./-]+\.(?:ts|tsx))`/g)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThan(0);
    const missing = paths.filter((file) => {
      try {
        readFileSync(file);
        return false;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });
});
