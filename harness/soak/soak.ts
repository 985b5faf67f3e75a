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
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { plural } from '../../src/lib/plural';
import { buildWhatIsMissing } from './builds';
import { startHogs } from './hogs';
import { soakOptions } from './options';
import type { Outcome } from './outcome';
import { runSuiteOnce } from './round';
import { commandRunner } from './runner';
import type { SuiteName } from './suites';
import { passRateTable, soakSummary, tally } from './tally';

async function main(): Promise<number> {
  const { rounds, suites, grep, hogCount, cores } = soakOptions(process.argv.slice(2));

  // Whatever ends the soak (the last round, a thrown error, Ctrl-C, a kill), the runner and the hogs end with it.
  const runner = commandRunner();
  let stopHogs = () => {};
  process.on('exit', () => {
    runner.stop();
    stopHogs();
  });
  let interrupted: NodeJS.Signals | undefined;
  const isInterrupted = () => interrupted !== undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      stopHogs();
      runner.stop();
      // A second Ctrl-C does not wait for the runner to finish stopping.
      if (interrupted) process.exit(130);
      interrupted = signal;
    });
  const interruptedStatus = () => (interrupted === 'SIGINT' ? 130 : 143);

  const folder = mkdtempSync(join(tmpdir(), 'clinic-soak-'));
  console.log(`soak: logs and reports in ${folder}`);
  const built = await buildWhatIsMissing(suites, folder, runner, isInterrupted);
  if (interrupted) return interruptedStatus();
  if (built !== 0) return 1;

  stopHogs = startHogs(hogCount);
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
        const result = await runSuiteOnce({ suite, round, rounds, folder, grep, runner, notes, isInterrupted });
        if (!result) break;
        outcomes.push(...result.outcomes);
        problems.push(...result.problems);
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
