// Keeps the per-suite pass/fail counts of one `npm test` run and prints the final summary line.
//
//   node scripts/test-lib/tally.mjs <tally-file> record <suite> <passed> <failed> [skipped] [note]
//   node scripts/test-lib/tally.mjs <tally-file> vitest <suite> <json-report> <exit-code>
//   node scripts/test-lib/tally.mjs <tally-file> playwright <suite> <json-report> <exit-code>
//   node scripts/test-lib/tally.mjs <tally-file> summary        (exit code 1 when anything failed)
//
// A suite must never vanish from the totals: a missing or unreadable report, a test file that could
// not load, or a non-zero exit with no failed test each count as one failure of that suite.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

const [tallyFile, command, ...args] = process.argv.slice(2);

function record(entry) {
  appendFileSync(tallyFile, `${JSON.stringify(entry)}\n`);
}

function readReport(file) {
  if (!file || !existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Any failure the report does not show (crash, unhandled error, timeout) still fails the suite. */
function guardExitCode(entry, exitCode) {
  if (exitCode !== 0 && entry.failed === 0) {
    entry.failed = 1;
    entry.notes.push(`exited with code ${exitCode} but reported no failed test`);
  }
  return entry;
}

function fromVitest(suite, report, exitCode) {
  if (!report) return { suite, passed: 0, failed: 1, skipped: 0, notes: ['no JSON report (the run crashed)'] };
  // A file that fails to import has status "failed" and no failed test inside it.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  );
  const entry = {
    suite,
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    notes: [
      ...brokenFiles.map((file) => `file failed to run: ${file.name}: ${gist(file.message)}`),
      ...failedVitestTests(report),
    ],
  };
  return guardExitCode(entry, exitCode);
}

// The summary is the end of the log, the one part a CI reader is sure to see: it names what failed, and why.
// Playwright's messages carry terminal colours.
// The first lines that say something: an assertion's message, then its Expected and Received lines.
const gist = (text) =>
  String(text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4)
    .join(' | ')
    .slice(0, 400);
const relative = (file) => String(file ?? '').replace(`${process.cwd()}/`, '');

function failedVitestTests(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `failed: ${relative(file.name)} › ${test.fullName}: ${gist(test.failureMessages?.[0])}`),
  );
}

function failedPlaywrightTests(suites, titles = []) {
  return (suites ?? []).flatMap((suite) => [
    ...failedPlaywrightTests(suite.suites, [...titles, suite.title]),
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = test.results?.at(-1)?.error?.message;
          return `failed: ${[...titles, suite.title, spec.title].filter(Boolean).join(' › ')}: ${gist(error)}`;
        }),
    ),
  ]);
}

function fromPlaywright(suite, report, exitCode) {
  if (!report?.stats) return { suite, passed: 0, failed: 1, skipped: 0, notes: ['no JSON report (the run crashed)'] };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const entry = { suite, passed: expected + flaky, failed: unexpected, skipped, notes: [] };
  if (flaky > 0) entry.notes.push(`${flaky} flaky (passed on retry)`);
  entry.notes.push(...failedPlaywrightTests(report.suites));
  // Errors outside any test: the web server did not start, a spec file did not load, ...
  for (const error of report.errors ?? []) {
    entry.notes.push(`error outside tests: ${String(error.message ?? error).split('\n')[0]}`);
  }
  if ((report.errors ?? []).length > 0 && entry.failed === 0) entry.failed = 1;
  return guardExitCode(entry, exitCode);
}

function summary() {
  const entries = existsSync(tallyFile)
    ? readFileSync(tallyFile, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line))
    : [];
  const totals = { passed: 0, failed: 0, skipped: 0 };
  console.log('\nTest summary');
  for (const entry of entries) {
    totals.passed += entry.passed;
    totals.failed += entry.failed;
    totals.skipped += entry.skipped;
    const mark = entry.failed > 0 ? 'FAIL' : 'ok  ';
    console.log(`  ${mark} ${entry.suite.padEnd(28)} ${entry.passed} passed, ${entry.failed} failed, ${entry.skipped} skipped`);
    for (const note of entry.notes ?? []) console.log(`         - ${note}`);
  }
  if (entries.length === 0) {
    totals.failed = 1;
    console.log('  FAIL no suite ran');
  }
  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
  // The CI log reader looks for exactly this line, last.
  console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exitCode = totals.failed > 0 ? 1 : 0;
}

const toInt = (value) => Number.parseInt(value ?? '0', 10) || 0;

switch (command) {
  case 'record': {
    const [suite, passed, failed, skipped, note] = args;
    record({ suite, passed: toInt(passed), failed: toInt(failed), skipped: toInt(skipped), notes: note ? [note] : [] });
    break;
  }
  case 'vitest':
    record(fromVitest(args[0], readReport(args[1]), toInt(args[2])));
    break;
  case 'playwright':
    record(fromPlaywright(args[0], readReport(args[1]), toInt(args[2])));
    break;
  case 'summary':
    summary();
    break;
  default:
    console.error(`tally: unknown command ${command}`);
    process.exit(2);
}
