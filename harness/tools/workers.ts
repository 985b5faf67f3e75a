import { availableParallelism } from 'node:os';

/**
 * How many Playwright workers a suite runs, from the machine's cores and never from the `CI` variable (issue 40):
 * Playwright's own default is half the cores without `CI`, so a newcomer's first `npm test` on a 2-core machine ran
 * each suite in one worker and took 20 minutes where CI took 9. `perCore` is the workers a core keeps busy: 1 for
 * suites that keep a browser drawing, more where much of a test is waiting on a driver's round trip.
 */
export function workersPerCore(perCore: number): number {
  return Math.max(1, Math.round(availableParallelism() * perCore));
}
