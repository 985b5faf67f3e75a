/**
 * Measures the phone's time for the reference load (reference-load/workload.ts, `phoneReferenceMs`): the load timed
 * on this machine slowed to Lighthouse's benchmark index 680, the phone the budgets were set on, the way the bench
 * calibrated it until issue 65 (the index of three runs unslowed ÷ 680, checked slowed within 15%, up to five
 * times). Run it on the reference machine, idle, under the browsers' lock, only when the reference load changes:
 *
 *   flock /tmp/clinic-browser-tests.lock npx tsx scripts/bench/reference-phone.ts [rounds, default 10]
 *
 * Each round calibrates on the index, then times the reference load three times at that rate. It prints every
 * reading, with the other processes' work during the round, and the median of the rounds during which other work
 * took at most a quarter of a core (the machine idle): the figure to write into `phoneReferenceMs` and
 * docs/performance-log.md.
 */
import { chromium } from '@playwright/test';
import { findChromium } from '../../harness/tools/browsers';
import { median } from './median';
import { countArgument, usageError } from '../shared/arguments';
import { benchmarkIndex, cpuTimes, otherWorkBetween, phoneIndex, phoneChromiumArgs } from './phone';
import { ReferenceLoad } from './reference-load/time';

const usage = 'Usage: npx tsx scripts/bench/reference-phone.ts [rounds, a whole number, default 10]';
if (process.argv.length > 3) usageError(usage);
const rounds = countArgument(process.argv[2] ?? '10', usage);
const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found: run `npm run browser`.');
const browser = await chromium.launch({ executablePath, args: phoneChromiumArgs });
const indexPage = await browser.newPage();
const reference = await ReferenceLoad.open(await browser.newPage());
await benchmarkIndex(indexPage, 1);
for (let warm = 0; warm < 2; warm += 1) await reference.time(1);

const readings: number[] = [];
for (let round = 1; round <= rounds; round += 1) {
  const start = cpuTimes();
  let rate = 1;
  let slowed = Number.NaN;
  let machine = Number.NaN;
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const indexes: number[] = [];
    for (let run = 0; run < 3; run += 1) indexes.push(await benchmarkIndex(indexPage, 1));
    machine = median(indexes);
    rate = Math.max(1, Math.round((machine / phoneIndex) * 10) / 10);
    slowed = await benchmarkIndex(indexPage, rate);
    if (Math.abs(slowed / phoneIndex - 1) <= 0.15) break;
  }
  const times: number[] = [];
  for (let reading = 0; reading < 3; reading += 1) times.push(await reference.time(rate));
  const end = cpuTimes();
  const otherWork = start && end ? otherWorkBetween(start, end) : { cores: 0, by: '' };
  if (otherWork.cores <= 0.25) readings.push(...times);
  console.log(
    `round ${round}: index ${Math.round(machine)}, slowed ${rate}× to ${Math.round(slowed)}; ` +
      `the reference load ${times.map(Math.round).join(', ')} ms; other work ${otherWork.cores.toFixed(2)} of a ` +
      `core${otherWork.cores > 0.25 ? ` (${otherWork.by}): not counted` : ''}`,
  );
}
await browser.close();
console.log(
  `${readings.length} readings, ${Math.round(Math.min(...readings))}-${Math.round(Math.max(...readings))} ms, median ${Math.round(median(readings))} ms`,
);
