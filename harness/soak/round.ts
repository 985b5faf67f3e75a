import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Run, Status } from './outcome';
import type { CommandRunner } from './runner';
import { readRun, suiteArguments, type SuiteName } from './suites';

/**
 * Runs `suite` once for round `round`, its log and report under `folder`, and prints its line: counts, time, the
 * problems outside its tests and its own one-line notes not printed yet (`notes`). Undefined if interrupted: a run
 * cut short reports tests that were stopped, not failed.
 */
export async function runSuiteOnce(options: {
  suite: SuiteName;
  round: number;
  rounds: number;
  folder: string;
  grep?: { argument: string; pattern: RegExp };
  runner: CommandRunner;
  notes: Set<string>;
  isInterrupted: () => boolean;
}): Promise<Run | undefined> {
  const { suite, round, rounds, folder, grep, runner, notes } = options;
  const base = join(folder, `round-${round}-${suite}`);
  const report = `${base}.json`;
  const started = Date.now();
  const status = await runner.run('npx', suiteArguments(suite, base, report, grep?.argument), `${base}.log`, {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (options.isInterrupted()) return undefined;
  const result = readRun(suite, report, status, grep?.pattern);
  const count = (wanted: Status) => result.outcomes.filter((outcome) => outcome.status === wanted).length;
  if (status !== 0 && count('failed') === 0 && result.problems.length === 0)
    result.problems.push(`the runner ended with status ${status}, though no test failed`);
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
  return {
    outcomes: result.outcomes,
    problems: result.problems.map((problem) => `round ${round}, ${suite}: ${problem} (${base}.log)`),
  };
}
