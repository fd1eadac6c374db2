// Prints one closing line, "Tests: N passed, N failed, N skipped", after the default reporter's
// output, so that CI logs (and people) see the totals without scrolling through per-file results.

function countTests(suite, totals) {
  for (const test of suite.tests) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const child of suite.suites) countTests(child, totals);
}

export function summaryLineReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      let sessionErrors = 0;
      for (const session of sessions) {
        if (session.testResults) countTests(session.testResults, totals);
        if (!session.passed && (session.errors?.length ?? 0) > 0) sessionErrors += 1;
      }
      const failed = totals.failed + sessionErrors;
      // Printed after the default reporter has written its last frame.
      setTimeout(() => console.log(`\nTests: ${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`), 0);
    },
  };
}
