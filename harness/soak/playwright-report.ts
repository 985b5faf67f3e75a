import { join, relative } from 'node:path';
import { firstLine, type Outcome, type Run, type Status } from './outcome';

/** Of Playwright's JSON report (@playwright/test/reporter's JSONReport), what the tally reads. */
type PlaywrightSuite = { title: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };
type PlaywrightSpec = {
  title: string;
  file: string;
  tests: {
    projectName: string;
    status: string;
    results: {
      status?: string;
      duration: number;
      error?: { message?: string };
      errors?: { message?: string }[];
    }[];
  }[];
};
export type PlaywrightReport = {
  config: { rootDir: string };
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
};

/** The tests of one Playwright run; `root` is the folder file names are given from (the repository). */
export function parsePlaywrightReport(report: PlaywrightReport, root: string): Run {
  const outcomes: Outcome[] = [];
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const file = relative(root, join(report.config.rootDir, spec.file));
        const project = test.projectName ? `[${test.projectName}] ` : '';
        // 'flaky' is a test that needed Playwright's retries: for a soak, a round in which it failed.
        const status: Status =
          test.status === 'skipped' ? 'skipped' : test.status === 'expected' ? 'passed' : 'failed';
        const error =
          status === 'failed'
            ? (test.results
                .map((result) => firstLine(result.error?.message ?? result.errors?.[0]?.message))
                .find((message) => message !== undefined) ??
              `ended ${test.results.at(-1)?.status ?? 'without running'}, with no error message`)
            : undefined;
        outcomes.push({
          name: `${project}${[file, ...titles, spec.title].join(' › ')}`,
          status,
          durationMs: test.results.reduce((sum, result) => sum + result.duration, 0),
          ...(error === undefined ? {} : { error }),
        });
      }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // The top-level suites are the files, which the spec's own `file` already names.
  for (const fileSuite of report.suites ?? []) visit(fileSuite, []);
  const problems = (report.errors ?? []).flatMap((error) => firstLine(error.message) ?? []);
  return { outcomes, problems };
}
