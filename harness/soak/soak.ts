/**
 * `npm run test:soak -- [--repeat N] [--suite engines|early-taps|orca]… [--grep PATTERN] [--hog N]`: the flake finder
 * (issue 40). A flake is a bug that shows only sometimes, most often when the machine is busy; so this runs the
 * timing-sensitive suites (the engine journeys, the early taps, Orca) round after round beside busy-loop processes
 * that take the CPU, and prints each test's pass rate. Whole runs, not Playwright's --repeat-each: start-up and the
 * order of the tests are part of what makes a test flaky. Not part of `npm test` (docs/testing-soak.md).
 *
 * Each run's full output and report stay in a folder under the system's temporary folder, named at the start.
 * Exit status 1 when any test failed at least once, or a run did not report; 0 otherwise.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { plural } from '../../src/lib/plural';
import { parseArguments, usageError } from '../../scripts/shared/arguments';

type Status = 'passed' | 'failed' | 'skipped';

/** One test in one run. `name` is the test wherever it runs: `[project] file › describe › title`. */
type Outcome = { name: string; status: Status; durationMs: number; error?: string };

/** What one run's report says: its tests, and what went wrong outside them (no web server, a file that did not load). */
type Run = { outcomes: Outcome[]; problems: string[] };

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
type PlaywrightReport = {
  config: { rootDir: string };
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
};

/** Of Vitest's JSON report (vitest/reporters' JsonTestResults), what the tally reads. */
type VitestReport = {
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

/** The first line that says something, without colours: the runners colour expect's messages even into a file. */
function firstLine(text: string | undefined): string | undefined {
  const line = stripVTControlCharacters(text ?? '')
    .split('\n')
    .map((part) => part.trim())
    .find((part) => part !== '');
  return line && line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

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

type Tally = {
  name: string;
  passes: number;
  failures: number;
  skips: number;
  slowestMs: number;
  /** Each distinct first line of an error, with how many rounds it ended. */
  errors: Map<string, number>;
};

/** Every round's outcomes added up per test, in the order the tests first ran. */
export function tally(outcomes: readonly Outcome[]): Tally[] {
  const tallies = new Map<string, Tally>();
  for (const outcome of outcomes) {
    const entry = tallies.get(outcome.name) ?? {
      name: outcome.name,
      passes: 0,
      failures: 0,
      skips: 0,
      slowestMs: 0,
      errors: new Map<string, number>(),
    };
    tallies.set(outcome.name, entry);
    if (outcome.status === 'skipped') entry.skips += 1;
    else {
      if (outcome.status === 'passed') entry.passes += 1;
      else entry.failures += 1;
      entry.slowestMs = Math.max(entry.slowestMs, outcome.durationMs);
    }
    if (outcome.error) entry.errors.set(outcome.error, (entry.errors.get(outcome.error) ?? 0) + 1);
  }
  return [...tallies.values()];
}

/**
 * One line per test, `passes/runs`, the rate and its slowest run, failures first (the lowest rate first), then the
 * tests that always passed, then those skipped in every round; under a failing test, each distinct error once with
 * the number of rounds it ended. Rounded down, so a test that failed once never shows 100%.
 */
export function passRateTable(tallies: readonly Tally[]): string[] {
  const row = (runs: string, rate: string, slowest: string, test: string) =>
    `${runs.padStart(11)} ${rate.padStart(5)} ${slowest.padStart(8)}  ${test}`;
  const rank = (entry: Tally) => {
    const runs = entry.passes + entry.failures;
    if (runs === 0) return 3;
    return entry.failures > 0 ? entry.passes / runs : 2;
  };
  const sorted = tallies
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
  const lines = [row('passes/runs', 'rate', 'slowest', 'test')];
  for (const entry of sorted) {
    const runs = entry.passes + entry.failures;
    if (runs === 0) {
      lines.push(row('skipped', '', '', entry.name));
      continue;
    }
    const skipped = entry.skips > 0 ? ` (skipped in ${plural(entry.skips, 'round')})` : '';
    lines.push(
      row(
        `${entry.passes}/${runs}`,
        `${Math.floor((100 * entry.passes) / runs)}%`,
        `${(entry.slowestMs / 1000).toFixed(1)} s`,
        `${entry.name}${skipped}`,
      ),
    );
    if (entry.failures > 0)
      for (const [error, count] of entry.errors) lines.push(`${' '.repeat(28)}${count}× ${error}`);
  }
  return lines;
}

/** `soak: N tests, M always passed, K flaky, F always failed over R rounds`, and how many never ran. */
export function soakSummary(tallies: readonly Tally[], rounds: number): string {
  const ran = tallies.filter((entry) => entry.passes + entry.failures > 0);
  const alwaysPassed = ran.filter((entry) => entry.failures === 0).length;
  const alwaysFailed = ran.filter((entry) => entry.passes === 0).length;
  const flaky = ran.length - alwaysPassed - alwaysFailed;
  const neverRan = tallies.length - ran.length;
  return (
    `soak: ${plural(ran.length, 'test')}, ${alwaysPassed} always passed, ${flaky} flaky, ${alwaysFailed} always failed` +
    ` over ${plural(rounds, 'round')}${neverRan > 0 ? `; ${neverRan} skipped in every round` : ''}`
  );
}

const suiteNames = ['engines', 'early-taps', 'orca'] as const;
type SuiteName = (typeof suiteNames)[number];

/** How each suite runs: its command after `npx`, as package.json's scripts run it, and which report it writes. */
const suiteCommands: Record<SuiteName, { runner: 'playwright' | 'vitest'; args: string[] }> = {
  engines: { runner: 'playwright', args: ['playwright', 'test', '-c', 'playwright.engines.config.ts'] },
  'early-taps': {
    runner: 'playwright',
    args: ['playwright', 'test', '-c', 'playwright.config.ts', 'tests/e2e/early-taps.spec.ts'],
  },
  orca: { runner: 'vitest', args: ['vitest', 'run', '-c', 'tests/screen-reader-orca/vitest.config.ts'] },
};

/**
 * The busy loop of one hog process. It looks up now and then whether its parent is still the soak: if the soak was
 * killed outright (kill -9) and could not stop its hogs, each stops itself rather than spin for ever.
 */
const hogLoop =
  'const parent = process.ppid; for (let i = 0; ; ) if (++i === 1e7) { i = 0; if (process.ppid !== parent) process.exit(); }';

const windows = process.platform === 'win32';

async function main(): Promise<number> {
  const cores = availableParallelism();
  const usage = 'npm run test:soak -- [--repeat N] [--suite engines|early-taps|orca]… [--grep PATTERN] [--hog N]';
  const args = parseArguments(process.argv.slice(2), {
    options: ['--repeat', '--suite', '--grep', '--hog'],
    usage,
  });
  const repeatArgument = args.options.get('--repeat')?.at(-1) ?? '3';
  if (!/^[1-9]\d*$/.test(repeatArgument))
    usageError(`--repeat ${repeatArgument}: give a whole number of rounds, 1 or more (default 3).`);
  const rounds = Number(repeatArgument);
  const asked = args.options.get('--suite') ?? [...suiteNames];
  for (const suite of asked)
    if (!(suiteNames as readonly string[]).includes(suite))
      usageError(
        `--suite ${suite}: not a suite; give engines, early-taps or orca (repeatable; default all three).`,
      );
  const suites = suiteNames.filter((suite) => asked.includes(suite));
  const grepArgument = args.options.get('--grep')?.at(-1);
  let grep: RegExp | undefined;
  try {
    // As Vitest reads -t, to leave out what it did not choose; Playwright reads --grep regardless of case, and
    // matches the file and project too.
    grep = grepArgument === undefined ? undefined : new RegExp(grepArgument);
  } catch (error) {
    usageError(`--grep ${grepArgument}: not a regular expression (${(error as Error).message}).`);
  }
  const hogArgument = args.options.get('--hog')?.at(-1) ?? String(cores);
  if (!/^\d+$/.test(hogArgument))
    usageError(
      `--hog ${hogArgument}: give a number of busy-loop processes, 0 for none (default ${cores}, the cores).`,
    );
  const hogCount = Number(hogArgument);

  // Whatever ends the soak (the last round, a thrown error, Ctrl-C, a kill), the runner and the hogs end with it.
  let current: ChildProcess | undefined;
  const hogs: ChildProcess[] = [];
  const stopRunner = () => {
    if (current?.pid === undefined) return;
    try {
      if (windows) current.kill();
      else process.kill(-current.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const stopHogs = () => {
    for (const hog of hogs.splice(0)) hog.kill('SIGKILL');
  };
  process.on('exit', () => {
    stopRunner();
    stopHogs();
  });
  let interrupted: NodeJS.Signals | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      stopHogs();
      stopRunner();
      // A second Ctrl-C does not wait for the runner to finish stopping.
      if (interrupted) process.exit(130);
      interrupted = signal;
    });
  const interruptedStatus = () => (interrupted === 'SIGINT' ? 130 : 143);

  /** `command args…` with its output into `log`; resolves to its exit status. */
  const run = (command: string, commandArgs: string[], log: string, env: NodeJS.ProcessEnv = process.env) =>
    new Promise<number>((resolve) => {
      const output = openSync(log, 'w');
      // In a process group of its own, so that stopping it stops the browsers and servers it started; and so that
      // Ctrl-C reaches the soak alone, which then stops it and still prints the rounds that finished.
      const child = spawn(windows ? `${command}.cmd` : command, commandArgs, {
        stdio: ['ignore', output, output],
        env,
        detached: !windows,
        shell: windows,
      });
      closeSync(output);
      current = child;
      child.on('error', (error) => {
        console.error(`soak: ${command} ${commandArgs.join(' ')}: ${error.message}`);
        resolve(1);
      });
      child.on('close', (code) => {
        current = undefined;
        resolve(code ?? 1);
      });
    });

  const folder = mkdtempSync(join(tmpdir(), 'clinic-soak-'));
  console.log(`soak: logs and reports in ${folder}`);

  // Built before the hogs start, which would only slow the build. dist-booking/ is the Playwright suites' second
  // server, and dist-booking-tls/ the HTTPS host's (harness/hosts/servers.ts, both by build:booking-fixture); Orca
  // reads dist/ alone.
  const needsBooking = suites.some((suite) => suiteCommands[suite].runner === 'playwright');
  const builds = existsSync('dist/index.html')
    ? needsBooking && !['dist-booking', 'dist-booking-tls'].every((folder) => existsSync(`${folder}/index.html`))
      ? ['build:booking-fixture']
      : []
    : ['build:site', ...(needsBooking ? ['build:booking-fixture'] : [])];
  if (builds.length === 0)
    console.log(
      `soak: reusing the existing build (dist/${needsBooking ? ' and dist-booking/' : ''}, ${statSync('dist/index.html').mtime.toLocaleString()}); delete dist/ to rebuild.`,
    );
  for (const script of builds) {
    const log = join(folder, `${script.replace(':', '-')}.log`);
    console.log(`soak: npm run ${script} (output in ${basename(log)})…`);
    const status = await run('npm', ['run', script], log);
    if (interrupted) return interruptedStatus();
    if (status !== 0) {
      console.error(`soak: npm run ${script} failed with status ${status}; its output is in ${log}`);
      return 1;
    }
  }

  for (let index = 0; index < hogCount; index += 1) {
    const hog = spawn(process.execPath, ['-e', hogLoop], { stdio: 'ignore' });
    hog.on('error', (error) => console.error(`soak: a hog did not start: ${error.message}`));
    hogs.push(hog);
  }
  console.log(
    hogCount === 0
      ? 'soak: no hog (--hog 0): the runs have the machine to themselves.'
      : `soak: ${plural(hogCount, 'busy-loop process', 'busy-loop processes')} beside the runs, on ${plural(cores, 'core')}.`,
  );

  const outcomes: Outcome[] = [];
  const problems: string[] = [];
  const notes = new Set<string>();
  let roundsDone = 0;
  let remaining: SuiteName[] = [...suites];
  try {
    for (let round = 1; round <= rounds && !interrupted; round += 1) {
      // One suite after another, never side by side: the load is the hogs', the same in every round.
      for (const suite of [...remaining]) {
        const { runner, args: suiteArgs } = suiteCommands[suite];
        const base = join(folder, `round-${round}-${suite}`);
        const report = `${base}.json`;
        const commandArgs =
          runner === 'playwright'
            ? [
                ...suiteArgs,
                '--reporter=list,json',
                // An output folder of its own: a run into test-results/ would empty that of a run beside it.
                '--output',
                `${base}-results`,
                ...(grepArgument === undefined ? [] : ['--grep', grepArgument, '--pass-with-no-tests']),
              ]
            : [
                ...suiteArgs,
                '--reporter=default',
                '--reporter=json',
                `--outputFile.json=${report}`,
                ...(grepArgument === undefined ? [] : ['-t', grepArgument, '--passWithNoTests']),
              ];
        const started = Date.now();
        const status = await run('npx', commandArgs, `${base}.log`, {
          ...process.env,
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        });
        const seconds = Math.round((Date.now() - started) / 1000);
        // A run cut short reports tests that were stopped, not failed: it is left out of the tally.
        if (interrupted) break;
        let result: Run;
        try {
          const json: unknown = JSON.parse(readFileSync(report, 'utf8'));
          result =
            runner === 'playwright'
              ? parsePlaywrightReport(json as PlaywrightReport, process.cwd())
              : parseVitestReport(json as VitestReport, process.cwd(), grep);
        } catch {
          result = { outcomes: [], problems: [`no report from the runner (status ${status})`] };
        }
        const count = (wanted: Status) => result.outcomes.filter((outcome) => outcome.status === wanted).length;
        if (status !== 0 && count('failed') === 0 && result.problems.length === 0)
          result.problems.push(`the runner ended with status ${status}, though no test failed`);
        outcomes.push(...result.outcomes);
        problems.push(...result.problems.map((problem) => `round ${round}, ${suite}: ${problem} (${base}.log)`));
        console.log(
          `round ${round}/${rounds}  ${suite.padEnd(10)}  ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped  ${seconds} s  ${basename(base)}.log`,
        );
        for (const problem of result.problems) console.log(`    ! ${problem}`);
        // The suites' own one-line notes ("Engines: webkit skipped: no WebKitWebDriver…"), once each.
        for (const note of readFileSync(`${base}.log`, 'utf8').match(/^\S.* skipped: .*$/gm) ?? [])
          if (!notes.has(note)) {
            notes.add(note);
            console.log(`    ${note}`);
          }
        // Only --grep leaves a suite without tests: no need to start its runner again.
        if (result.outcomes.length === 0 && result.problems.length === 0) {
          console.log(
            `    no test of ${suite} matches --grep${round < rounds ? '; it sits out the next rounds' : ''}.`,
          );
          remaining = remaining.filter((name) => name !== suite);
        }
      }
      if (!interrupted) roundsDone = round;
    }
  } finally {
    stopHogs();
  }

  const tallies = tally(outcomes);
  console.log('');
  if (interrupted)
    console.log(
      `soak: interrupted after ${plural(roundsDone, 'whole round')}; the table is of the runs that finished.`,
    );
  for (const line of passRateTable(tallies)) console.log(line);
  for (const problem of problems) console.log(`! ${problem}`);
  console.log(soakSummary(tallies, roundsDone));
  console.log(`soak: logs and reports in ${folder}`);
  if (interrupted) return interruptedStatus();
  return tallies.some((entry) => entry.failures > 0) || problems.length > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(await main());
