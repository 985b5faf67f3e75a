/**
 * Exercises the bench's phone alone, without the site (issue 65): how often a calibration misses, and why. Under the
 * browsers' lock:
 *
 *   flock /tmp/clinic-browser-tests.lock npx tsx scripts/bench/calibrate-many.ts [calibrations, default 50] [--compare]
 *   flock /tmp/clinic-browser-tests.lock npx tsx scripts/bench/calibrate-many.ts --sweep 1,2,3,4,5 --readings 9
 *
 * `--quota` slows the processor as the bench does where it can, by a quota for the renderers (processor-throttle.ts);
 * without it, by Chromium's throttling: the two side by side, idle and beside a busy loop, show which phone moves.
 *
 * The first form calibrates the phone (phone.ts) the given number of times, as the bench does before each unit, and
 * prints every point each calibration timed (rate, the single loads, their median) and whether its check read the
 * phone; then the misses, the attempts and the other work. `--compare` takes turns with the first method of issue 65
 * (`firstCalibrationMethod`), a calibration each, so that both see the same machine. The second times the reference
 * load `--readings` times at each rate of `--sweep`, in rounds (every rate once a round, so a change of the machine's
 * speed falls on all of them), and prints each rate's loads, their median and spread, and the spread of the medians
 * of three: the line time(rate) and the noise the calibration works against.
 */
import { chromium } from '@playwright/test';
import { findChromium } from '../../harness/tools/browsers';
import { median } from './median';
import { countArgument, parseArguments, usageError } from '../shared/arguments';
import { cpuTimes, firstCalibrationMethod, otherWorkBetween, Phone, phoneChromiumArgs } from './phone';
import { ReferenceLoad } from './reference-load/time';
import { describeReadings, isPhoneTime } from './calibration';
import { devtoolsThrottle, quotaThrottle } from './processor-throttle';

const usage =
  'npx tsx scripts/bench/calibrate-many.ts [calibrations, default 50] [--compare] | --sweep RATE,RATE,... [--readings N] [--quota]';
const args = parseArguments(process.argv.slice(2), {
  flags: ['--compare', '--quota'],
  options: ['--sweep', '--readings'],
  maxPositionals: 1,
  usage,
});
const sweep = args.options.get('--sweep')?.at(-1);
const rates = sweep?.split(',').map(Number) ?? [];
if (sweep !== undefined && (rates.length === 0 || rates.some((rate) => !(rate >= 1 && rate <= 20))))
  usageError(`Usage: ${usage}`);
const calibrations = countArgument(args.positionals[0] ?? '50', `Usage: ${usage}`);
const readingsPerRate = countArgument(args.options.get('--readings')?.at(-1) ?? '9', `Usage: ${usage}`);

const executablePath = findChromium();
if (!executablePath) usageError('No Chromium found: run `npm run browser`.');
const browser = await chromium.launch({ executablePath, args: phoneChromiumArgs });
const throttle = args.flags.has('--quota') ? quotaThrottle() : devtoolsThrottle;
if (typeof throttle === 'string') usageError(`--quota: ${throttle}`);
const start = cpuTimes();

if (sweep !== undefined) {
  const reference = await ReferenceLoad.open(await browser.newPage());
  for (let warm = 0; warm < 2; warm += 1) await reference.time(1);
  const times = new Map<number, number[]>(rates.map((rate) => [rate, []]));
  for (let round = 0; round < readingsPerRate; round += 1)
    for (const rate of rates) times.get(rate)!.push(await reference.time(rate, throttle));
  for (const [rate, loads] of times) {
    const medians = (size: number) => {
      const found: number[] = [];
      for (let first = 0; first + size <= loads.length; first += size)
        found.push(median(loads.slice(first, first + size)));
      return found.map(Math.round).join(', ');
    };
    const sorted = [...loads].sort((a, b) => a - b);
    console.log(
      `${rate}×: median ${Math.round(median(loads))} ms, ${Math.round(sorted[0]!)}-${Math.round(sorted.at(-1)!)}; ` +
        `medians of three ${medians(3)}; of five ${medians(5)}; loads ${loads.map(Math.round).join(', ')}`,
    );
  }
} else {
  // With --compare, the method of the first stop on issue 65 and today's take turns, on the same machine.
  const phones = new Map([['today', await Phone.open(browser, undefined, throttle)]]);
  if (args.flags.has('--compare'))
    phones.set('first', await Phone.open(browser, firstCalibrationMethod, throttle));
  for (let round = 1; round <= calibrations; round += 1)
    for (const [name, phone] of phones) {
      await phone.calibrate(`calibration ${round}`);
      const calibration = phone.calibrations.at(-1)!;
      console.log(
        `${round} ${name}: ${isPhoneTime(calibration.phoneMs) ? 'hit' : 'MISS'} in ${calibration.attempts}, index ` +
          `${Math.round(calibration.machineIndex)}: ${describeReadings(calibration.readings ?? [])}`,
      );
    }
  for (const [name, phone] of phones) {
    await phone.close();
    const { calibrations: done } = phone;
    const misses = done.filter((calibration) => !isPhoneTime(calibration.phoneMs)).length;
    const attempts = done.map((calibration) => calibration.attempts);
    const loads = done.reduce(
      (sum, calibration) =>
        sum + (calibration.readings ?? []).reduce((count, { times }) => count + (times?.length ?? 0), 0),
      0,
    );
    console.log(
      `${name}: ${misses} of ${done.length} calibrations missed; attempts ${[1, 2, 3, 4, 5]
        .map((count) => `${count}: ${attempts.filter((attempt) => attempt === count).length}`)
        .concat(`more: ${attempts.filter((attempt) => attempt > 5).length}`)
        .join(', ')}; ${(loads / done.length).toFixed(1)} loads a calibration`,
    );
  }
}
// Read before the browser closes: its processes are the script's own only while they run.
const end = cpuTimes();
if (start && end) {
  const { cores, by } = otherWorkBetween(start, end);
  console.log(`other work: ${cores.toFixed(2)} of a core (${by})`);
}
await browser.close();
throttle.close();
