import { relative } from 'node:path';
import { firstLine, type Outcome, type Run, type Status } from './outcome';

/** Of Vitest's JSON report (vitest/reporters' JsonTestResults), what the tally reads. */
export type VitestReport = {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: {
      ancestorTitles: string[];
      title: string;
      fullName: string;
      status: string;
      duration?: number | null;
      failureMessages?: string[] | null;
    }[];
  }[];
};

/**
 * The tests of one Vitest run. Vitest's `-t` keeps the tests it did not choose in the report, as skipped: with
 * `grep` (the same pattern) they are left out, since nobody asked for them.
 */
export function parseVitestReport(report: VitestReport, root: string, grep?: RegExp): Run {
  const outcomes: Outcome[] = [];
  const problems: string[] = [];
  for (const file of report.testResults) {
    const path = relative(root, file.name);
    const fileError = firstLine(file.message);
    // A beforeAll that throws (Orca's desktop not starting in time, say) fails the file and reports its tests as
    // skipped: they were meant to run, so here they failed, with the file's error.
    const setupFailed =
      file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed');
    if (setupFailed && file.assertionResults.length === 0)
      problems.push(`${path}: ${fileError ?? 'failed before any test was collected'}`);
    else if (fileError && !setupFailed) problems.push(`${path}: ${fileError}`);
    for (const test of file.assertionResults) {
      if (grep && !grep.test(test.fullName)) continue;
      const reported: Status = test.status === 'passed' || test.status === 'failed' ? test.status : 'skipped';
      const status = reported === 'skipped' && setupFailed ? 'failed' : reported;
      const error =
        status !== 'failed'
          ? undefined
          : reported === 'failed'
            ? (firstLine(test.failureMessages?.[0]) ?? 'failed, with no error message')
            : (fileError ?? 'a beforeAll or afterAll hook failed (see the log)');
      outcomes.push({
        name: [path, ...test.ancestorTitles, test.title].join(' › '),
        status,
        durationMs: test.duration ?? 0,
        ...(error === undefined ? {} : { error }),
      });
    }
  }
  return { outcomes, problems };
}
