import { plural } from '../../src/lib/plural';
import type { Outcome } from './outcome';

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
