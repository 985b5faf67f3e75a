import { availableParallelism } from 'node:os';
import { countArgument, parseArguments, usageError } from '../../scripts/shared/arguments';
import { suiteNames, type SuiteName } from './suites';

const usage = 'npm run test:soak -- [--repeat N] [--suite engines|early-taps|orca]… [--grep PATTERN] [--hog N]';

type SoakOptions = {
  rounds: number;
  suites: SuiteName[];
  /** The pattern as given, for the runners, and as Vitest reads it, to leave out of its report what it did not run. */
  grep?: { argument: string; pattern: RegExp };
  hogCount: number;
  cores: number;
};

/** The soak's command-line options, checked; a wrong one ends the process with the usage. */
export function soakOptions(argv: string[]): SoakOptions {
  const cores = availableParallelism();
  const args = parseArguments(argv, { options: ['--repeat', '--suite', '--grep', '--hog'], usage });
  const repeatArgument = args.options.get('--repeat')?.at(-1) ?? '3';
  const repeat = countArgument(
    repeatArgument,
    `--repeat ${repeatArgument}: give a whole number of rounds, 1 or more (default 3).`,
  );
  const asked = args.options.get('--suite') ?? [...suiteNames];
  for (const suite of asked)
    if (!(suiteNames as readonly string[]).includes(suite))
      usageError(
        `--suite ${suite}: not a suite; give engines, early-taps or orca (repeatable; default all three).`,
      );
  const grepArgument = args.options.get('--grep')?.at(-1);
  let grep: SoakOptions['grep'];
  try {
    // As Vitest reads -t; Playwright reads --grep regardless of case, and matches the file and project too.
    if (grepArgument !== undefined) grep = { argument: grepArgument, pattern: new RegExp(grepArgument) };
  } catch (error) {
    usageError(`--grep ${grepArgument}: not a regular expression (${(error as Error).message}).`);
  }
  const hogArgument = args.options.get('--hog')?.at(-1) ?? String(cores);
  if (!/^\d+$/.test(hogArgument))
    usageError(
      `--hog ${hogArgument}: give a number of busy-loop processes, 0 for none (default ${cores}, the cores).`,
    );
  return {
    rounds: repeat,
    suites: suiteNames.filter((suite) => asked.includes(suite)),
    ...(grep ? { grep } : {}),
    hogCount: Number(hogArgument),
    cores,
  };
}
