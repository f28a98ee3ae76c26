import type { Reporter, TestCase, TestModule } from 'vitest/node';

type TestError = NonNullable<ReturnType<TestCase['result']>['errors']>[number];

/** An attempt's error in a few lines: its message and where in a spec it was thrown, not the whole stack. */
function firstLines(error: TestError): string {
  const message = (error.message ?? String(error)).split('\n').slice(0, 3).join(' ').slice(0, 400);
  const at = error.stack
    ?.split('\n')
    .find((line) => /\.(spec|test)\.tsx?:\d+/.test(line))
    ?.trim();
  return at ? `${message} (${at})` : message;
}

/**
 * Ends every run with the plain line CI reads: "N passed, N failed, N skipped", preceded by the tests that passed
 * only on a retry (the browser specs retry once in CI) so a flaky test stays in sight instead of passing silently,
 * each with what its failed attempts threw: the default reporter prints nothing of an attempt that was retried.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const flaky: Array<{ name: string; errors: ReadonlyArray<TestError> }> = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
        if (state === 'passed' && test.diagnostic()?.flaky) {
          flaky.push({ name: `${module.moduleId} › ${test.fullName}`, errors: test.result().errors ?? [] });
        }
      }
      if (module.state() === 'failed' && module.children.size === 0) counts.failed++;
    }
    for (const { name, errors } of flaky) {
      process.stdout.write(`\nflaky (passed on retry): ${name}`);
      for (const error of errors) process.stdout.write(`\n  a failed attempt: ${firstLines(error)}`);
    }
    process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
