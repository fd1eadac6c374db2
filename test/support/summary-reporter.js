// Prints one closing line, "Tests: N passed, N failed, N skipped", after the default reporter's
// output, so that CI logs (and people) see the totals without scrolling through per-file results.
//
// The counts are the runner's own: tests only, counted as @web/test-runner counts them for its "Finished running
// tests in …s with N failed tests." line, so the two always agree. An error outside a test (a failed `before` or
// `afterEach` hook, a test module that could not be imported) is not one more failed test: a failed hook already
// fails the tests it stopped, and the runner reports the error itself. Those files are named on a line of their
// own, before the totals, so that a run that failed with "0 failed" tests still says why.

function countTests(suite, totals) {
  for (const test of suite.tests) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const child of suite.suites) countTests(child, totals);
}

export function summaryLineReporter() {
  let rootDir = '';
  return {
    start({ config }) {
      rootDir = config.rootDir ?? '';
    },
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      const filesWithErrors = new Set();
      for (const session of sessions) {
        if (session.testResults) countTests(session.testResults, totals);
        if ((session.errors?.length ?? 0) > 0) filesWithErrors.add(relative(session.testFile, rootDir));
      }
      const lines = [];
      if (filesWithErrors.size > 0) {
        lines.push(
          `Errors outside a test (a hook, or loading the file) in ${filesWithErrors.size} file(s): ${[...filesWithErrors].join(', ')}`,
        );
      }
      lines.push(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
      // Printed after the default reporter has written its last frame.
      setTimeout(() => console.log(`\n${lines.join('\n')}`), 0);
    },
  };
}

function relative(file, rootDir) {
  return rootDir && file.startsWith(`${rootDir}/`) ? file.slice(rootDir.length + 1) : file;
}
