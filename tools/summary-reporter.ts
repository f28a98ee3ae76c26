import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends every run with the plain line CI reads: "N passed, N failed, N skipped", preceded by the tests that passed
 * only on a retry (the browser specs retry once in CI) so a flaky test stays in sight instead of passing silently.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const flaky: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
        if (state === 'passed' && test.diagnostic()?.flaky) flaky.push(`${module.moduleId} › ${test.fullName}`);
      }
      if (module.state() === 'failed' && module.children.size === 0) counts.failed++;
    }
    for (const name of flaky) process.stdout.write(`\nflaky (passed on retry): ${name}`);
    process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
