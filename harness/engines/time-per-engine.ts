import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, at the end of the engine journeys, how long each engine's tests took in all (issue 33: the suite's time is
 * watched per engine, so a slow engine shows before the whole `npm test` outgrows its budget).
 */
export default class TimePerEngine implements Reporter {
  private readonly spent = new Map<string, { tests: number; milliseconds: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const engine = test.parent.project()?.name ?? 'unknown';
    const total = this.spent.get(engine) ?? { tests: 0, milliseconds: 0 };
    total.tests += 1;
    total.milliseconds += result.duration;
    this.spent.set(engine, total);
  }

  onEnd() {
    const lines = [...this.spent].map(
      ([engine, { tests, milliseconds }]) => `${engine} ${tests} tests, ${(milliseconds / 1000).toFixed(0)} s`,
    );
    console.log(`Time per engine (test time, summed over workers): ${lines.join('; ')}`);
  }

  printsToStdio() {
    return false;
  }
}
