import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The repository explains itself: code, tests and scripts state a rule or link a file in docs/, never a document a
// newcomer does not have (a spec's section, a tracker's issue number). History belongs in commits and
// docs/decisions/. Links into docs/product.md must land on one of its headings.

const ROOTS = ['src', 'e2e', 'scripts', 'bench', 'playwright.config.ts', 'vitest.config.ts', 'vite.config.ts', 'eslint.config.js'];

// Built from pieces so this file does not match itself.
const SECTION = '\u00a7';
const FORBIDDEN = [`SPEC ${SECTION}`, `DESIGN ${SECTION}`, ['PIT', 'FALLS'].join(''), ['STY', 'LE:'].join(''), '[Ii]ssues\\? [0-9]'];

/** `path:line:text` of every tracked line under ROOTS matching one of the patterns (git grep, untracked files too: fast, ignores build output). */
function grepTracked(patterns: string[]): string[] {
  const args = ['grep', '--untracked', '-n', '-I', ...patterns.flatMap((pattern) => ['-e', pattern]), '--', ...ROOTS];
  try {
    return execFileSync('git', args, { cwd: process.cwd(), encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch (error) {
    if ((error as { status?: number }).status === 1) return []; // git grep's "nothing found"
    throw error;
  }
}

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

describe('comments that stand on their own', () => {
  it('cite no document outside the repository and no issue number', () => {
    expect(grepTracked(FORBIDDEN)).toEqual([]);
  });

  it('link only sections docs/product.md has', () => {
    const anchors = new Set(
      readFileSync('docs/product.md', 'utf8')
        .split('\n')
        .filter((line) => /^#{2,3} /.test(line))
        .map((line) => headingAnchor(line.replace(/^#+ /, ''))),
    );
    const linked = grepTracked(['docs/product\\.md#']).flatMap((line) =>
      [...line.matchAll(/docs\/product\.md#([a-z0-9-]+)/g)].map((match) => ({ line, anchor: match[1]! })),
    );
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter(({ anchor }) => !anchors.has(anchor))).toEqual([]);
  });

  it('turns headings into the anchors GitHub gives them', () => {
    expect(headingAnchor('Actuals and the plan-vs-actual split')).toBe('actuals-and-the-plan-vs-actual-split');
    expect(headingAnchor('The API')).toBe('the-api');
    expect(headingAnchor('Month and cash')).toBe('month-and-cash');
  });
});
