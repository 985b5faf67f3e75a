// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsePlaywrightReport } from '../../../../harness/soak/playwright-report';
import { passRateTable, soakSummary, tally } from '../../../../harness/soak/tally';
import { parseVitestReport } from '../../../../harness/soak/vitest-report';

/**
 * The flake finder's arithmetic (issue 40), on hand-made reports shaped as Playwright's and Vitest's JSON reporters
 * write them: three rounds in which one test always passes, one fails once, one fails every time and one is skipped.
 */
const escape = String.fromCharCode(27);

/** One round of the engine journeys: Firefox runs both tests, WebKit is skipped; the menu test passes when told. */
function playwrightRound(menuPasses: boolean) {
  const test = (projectName: string, passed: boolean) =>
    projectName === 'webkit'
      ? { projectName, status: 'skipped', results: [{ status: 'skipped', duration: 0 }] }
      : {
          projectName,
          status: passed ? 'expected' : 'unexpected',
          results: [
            passed
              ? { status: 'passed', duration: 2_000 }
              : {
                  status: 'failed',
                  duration: 7_500,
                  // Playwright colours expect's message even in the JSON report.
                  error: {
                    message: `Error: ${escape}[2mexpect(${escape}[22mlocator${escape}[2m).${escape}[22mtoBeVisible() failed\n\nLocator: getByRole('dialog')`,
                  },
                },
          ],
        };
  return {
    config: { rootDir: '/repo/tests/engines' },
    suites: [
      {
        title: 'header.spec.ts',
        specs: [{ title: 'the logo links home', file: 'header.spec.ts', tests: [test('firefox', true)] }],
        suites: [
          {
            title: 'the header',
            specs: [
              {
                title: 'Menu opens the menu',
                file: 'header.spec.ts',
                tests: [test('firefox', menuPasses), test('webkit', true)],
              },
            ],
          },
        ],
      },
    ],
    errors: [],
  };
}

/** One round of Orca: the title journey always fails; the gallery one passes. */
function vitestRound() {
  return {
    testResults: [
      {
        name: '/repo/tests/screen-reader-orca/journeys.orca.test.ts',
        status: 'failed',
        message: '',
        assertionResults: [
          {
            ancestorTitles: ['Orca with Firefox ESR'],
            title: 'announces the page title',
            fullName: 'Orca with Firefox ESR announces the page title',
            status: 'failed',
            duration: 4_200,
            failureMessages: [
              'AssertionError: expected [ …(2) ] to deeply equal [ …(3) ]\n    at journeys.orca.test.ts:110:5',
            ],
          },
          {
            ancestorTitles: ['Orca with Firefox ESR'],
            title: 'names the gallery modal',
            fullName: 'Orca with Firefox ESR names the gallery modal',
            status: 'passed',
            duration: 3_100,
            failureMessages: [],
          },
        ],
      },
    ],
  };
}

describe('soak', () => {
  it('reads a Playwright report: project, file and titles, colourless first line of the error, skips', () => {
    expect(parsePlaywrightReport(playwrightRound(false), '/repo')).toEqual({
      outcomes: [
        {
          name: '[firefox] tests/engines/header.spec.ts › the logo links home',
          status: 'passed',
          durationMs: 2_000,
        },
        {
          name: '[firefox] tests/engines/header.spec.ts › the header › Menu opens the menu',
          status: 'failed',
          durationMs: 7_500,
          error: 'Error: expect(locator).toBeVisible() failed',
        },
        {
          name: '[webkit] tests/engines/header.spec.ts › the header › Menu opens the menu',
          status: 'skipped',
          durationMs: 0,
        },
      ],
      problems: [],
    });
  });

  it('says when a Playwright run failed outside its tests', () => {
    const report = {
      config: { rootDir: '/repo/tests/e2e' },
      suites: [],
      errors: [{ message: 'Error: Timed out waiting 60000ms from config.webServer.\n' }],
    };
    expect(parsePlaywrightReport(report, '/repo').problems).toEqual([
      'Error: Timed out waiting 60000ms from config.webServer.',
    ]);
  });

  it('reads a Vitest report; a file whose setup failed fails its tests; tests -t did not choose are left out', () => {
    expect(parseVitestReport(vitestRound(), '/repo').outcomes).toEqual([
      {
        name: 'tests/screen-reader-orca/journeys.orca.test.ts › Orca with Firefox ESR › announces the page title',
        status: 'failed',
        durationMs: 4_200,
        error: 'AssertionError: expected [ …(2) ] to deeply equal [ …(3) ]',
      },
      {
        name: 'tests/screen-reader-orca/journeys.orca.test.ts › Orca with Firefox ESR › names the gallery modal',
        status: 'passed',
        durationMs: 3_100,
      },
    ]);

    // A beforeAll that threw: Vitest reports the file failed and its tests skipped.
    const setupFailed = vitestRound();
    setupFailed.testResults[0]!.message = 'Error: Orca did not speak within 10 s\n    at orca.ts:80:11';
    for (const test of setupFailed.testResults[0]!.assertionResults) {
      test.status = 'skipped';
      test.failureMessages = [];
    }
    const run = parseVitestReport(setupFailed, '/repo', /gallery/);
    expect(run.outcomes.map(({ name, status, error }) => ({ name, status, error }))).toEqual([
      {
        name: 'tests/screen-reader-orca/journeys.orca.test.ts › Orca with Firefox ESR › names the gallery modal',
        status: 'failed',
        error: 'Error: Orca did not speak within 10 s',
      },
    ]);
    expect(run.problems).toEqual([]);
  });

  it('tallies the rounds into pass rates, failures first, and sums them up', () => {
    const outcomes = [false, true, true].flatMap((menuPasses) => [
      ...parsePlaywrightReport(playwrightRound(menuPasses), '/repo').outcomes,
      ...parseVitestReport(vitestRound(), '/repo').outcomes,
    ]);
    const tallies = tally(outcomes);
    expect(
      tallies.map(({ name, passes, failures, skips }) => [name.slice(0, 30), passes, failures, skips]),
    ).toEqual([
      ['[firefox] tests/engines/header', 3, 0, 0],
      ['[firefox] tests/engines/header', 2, 1, 0],
      ['[webkit] tests/engines/header.', 0, 0, 3],
      ['tests/screen-reader-orca/journ', 0, 3, 0],
      ['tests/screen-reader-orca/journ', 3, 0, 0],
    ]);

    expect(passRateTable(tallies)).toEqual([
      'passes/runs  rate  slowest  test',
      '        0/3    0%    4.2 s  tests/screen-reader-orca/journeys.orca.test.ts › Orca with Firefox ESR › announces the page title',
      '                            3× AssertionError: expected [ …(2) ] to deeply equal [ …(3) ]',
      '        2/3   66%    7.5 s  [firefox] tests/engines/header.spec.ts › the header › Menu opens the menu',
      '                            1× Error: expect(locator).toBeVisible() failed',
      '        3/3  100%    2.0 s  [firefox] tests/engines/header.spec.ts › the logo links home',
      '        3/3  100%    3.1 s  tests/screen-reader-orca/journeys.orca.test.ts › Orca with Firefox ESR › names the gallery modal',
      '    skipped                 [webkit] tests/engines/header.spec.ts › the header › Menu opens the menu',
    ]);
    expect(soakSummary(tallies, 3)).toBe(
      'soak: 4 tests, 2 always passed, 1 flaky, 1 always failed over 3 rounds; 1 skipped in every round',
    );
  });
});
