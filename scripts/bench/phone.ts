/**
 * The phone the bench emulates (issues 41 and 65): the same phone on a fast machine and a slow one, or no verdict.
 *
 * Chromium's CPU throttling divides the machine's speed by a fixed rate, so a fixed 4× made a slower phone on a
 * slower or busier machine. Issue 41 calibrated the rate on Lighthouse's benchmark index (a loop of script), which
 * does not see a machine slower at styling, laying out, painting or running the browser: on such a machine the same
 * build missed budgets it had met (app ready 1,092-1,529 ms after paint against 783-976), the index reading as fast
 * as ever. So before each timed unit (a route's loads, each load of a tap) the bench times the reference load
 * (reference-load/: parsing, compiling and running script, hydrating, style, layout, paint, as a load of the site
 * does) unslowed and at a first guess (the machine's index ÷ 680), draws the line time(rate) ≈ a + b·rate through
 * them, takes the rate at which it gives the phone's time, and checks it there (calibration.ts). It also counts the
 * processor time other processes took during the calibration and during the unit: when the machine changed between
 * them, or left the browser too little, the bench says so in one line and gives no verdict on the timings. The
 * processor is slowed by a quota per renderer thread where the machine allows one, otherwise by Chromium's throttling
 * (processor-throttle.ts); a unit may ask for the former whatever the phone's (Lighthouse, whose simulation takes the
 * main thread's slowdown, and loads made three at a time, which one quota would divide among them).
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './median';
import {
  isPhoneTime,
  isSlowerThanPhone,
  olderAttemptWeight,
  otherWorkReason,
  solveRate,
  type Calibration,
  type Reading,
} from './calibration';
import { ReferenceLoad } from './reference-load/time';
import { phoneReferenceMs } from './reference-load/workload';
import { processTable, processTree, type ProcessEntry } from '../../harness/processes/processes';
import { chromiumArgs } from '../../harness/tools/browsers';
import { devtoolsThrottle, type ProcessorThrottle } from './processor-throttle';

/**
 * The phone's browser: Chromium as the tests run it, but for one cost only a browser driven over DevTools pays. With
 * DevTools attached (Playwright enables its Runtime domain on every page, Lighthouse too), V8 records a detailed stack
 * trace, with lines and columns, for every `Error` created, and React DOM creates five at the top of its module, as
 * markers it throws later. Lines and columns need the source positions V8 leaves out when it compiles, so it parsed the
 * whole entry again in the task that runs it: 100-160 ms of the 120-200 ms task at the phone's rate, 30 ms once they
 * are compiled with the code (docs/performance-log.md, 2026-12-05, night). A phone without DevTools pays neither. Compiled
 * with the code, they cost the reference load nothing measurable (median 444 ms against 454, 15 loads each at 4.5×).
 */
export const phoneChromiumArgs = [...chromiumArgs, '--js-flags=--no-enable-lazy-source-positions'];

/** The phone's processor for one unit: the slowdown calibrated, and how it is applied to a page of the unit. */
export type Slowdown = { rate: number; apply(cdp: CDPSession): Promise<void> };

/**
 * Lighthouse's benchmark index of the phone the budgets were set on (issue 41): this 2-core reference machine slowed
 * 4× in its faster moods, the mornings its budgets were met (2026-11-28: 2,500-2,950 unthrottled, 656-708 slowed 4×,
 * median 680). Between DevTools' low-tier (264, a Moto G Power) and mid-tier (1,000, a Pixel 5) phones. Since issue
 * 65 the phone is the reference load's time at this index (`phoneReferenceMs`); the index is the first guess of each
 * calibration, and a reading the report gives.
 */
export const phoneIndex = 680;
/**
 * How many times a timed unit is measured when other work made it a different phone (`otherWorkReason`). Work that
 * starts or stops for a few seconds beside the bench disturbs one unit, not the machine: in two of five idle runs
 * (2026-12-05) one tap of ~51 ran beside 3-5 s of processor taken by processes this machine's process table never
 * showed, and the whole run was refused. Such a unit is calibrated and measured again; only a unit disturbed every
 * time refuses the verdict.
 */
const unitMeasurements = 3;
/** Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), as DevTools' protocol takes it. */
const slow4g = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Puts the page behind `cdp` on the phone's network, slow 4G. */
export async function useSlow4g(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slow4g });
}

const benchmarkSource = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
/** Readings of the reference load per point of the line: their median (one load spreads by ±10-15% here). */
const readingsPerPoint = 3;

/**
 * How the calibration reads the phone: how many attempts before the unit is said not to be on the phone; how many
 * loads a check that missed takes more at the same rate before it is judged again on the median of them all; and how
 * much an earlier attempt's readings weigh in the line (`solveRate`). At the right rate the median of three misses
 * the tolerance now and then by itself (2026-12-05, 90 loads at 4.3× idle, median 444 ms: 2 of 30 medians of three
 * outside ±10%, 1 of 18 of five); two loads more tell such a miss from a wrong rate for two loads' time instead of a
 * new attempt's nine. Idle, 39 of 50 calibrations hit at the first check and none needed a fifth. What made five
 * checks in a row miss is the machine changing speed during the calibration: beside a neighbour busy 1-4 s then idle
 * 1-4 s, the first method here (`firstCalibrationMethod`) missed 17 of 50 calibrations; this one 5 of 28 when it had
 * five attempts, 3 of 62 with ten, at about the same loads a calibration (the three: the same rate read ~330 and ~600
 * ms by turns, no rate was the phone)
 * (`scripts/bench/calibrate-many.ts --compare`; docs/performance-log.md, 2026-12-05).
 */
type CalibrationMethod = { attempts: number; extraCheckReadings: number; olderWeight: number };
const calibrationMethod: CalibrationMethod = {
  attempts: 10,
  extraCheckReadings: 2,
  olderWeight: olderAttemptWeight,
};
/** The method of the first stop on issue 65, for `calibrate-many.ts --compare`: no more loads, every reading equal. */
export const firstCalibrationMethod: CalibrationMethod = { attempts: 5, extraCheckReadings: 0, olderWeight: 1 };

/** Lighthouse's benchmark index of the machine at CPU slowdown `rate`, in `page` (about one second). */
export async function benchmarkIndex(page: Page, rate: number): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const index = (await page.evaluate(benchmarkSource)) as number;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return index;
}

/**
 * Calibrates the phone before each unit, on two pages of its own kept open: one for Lighthouse's benchmark, one for
 * the reference load (their first runs warm V8 and the renderer up).
 */
export class Phone {
  readonly calibrations: Calibration[] = [];
  private readonly cores = availableParallelism();
  private unitStart: CpuTimes | undefined;
  private constructor(
    private readonly indexPage: Page,
    private readonly reference: ReferenceLoad,
    private readonly referencePage: Page,
    private readonly method: CalibrationMethod,
    /** How this phone's processor is slowed unless a unit asks otherwise. */
    readonly throttle: ProcessorThrottle,
  ) {}

  static async open(browser: Browser, method = calibrationMethod, throttle = devtoolsThrottle): Promise<Phone> {
    const indexPage = await browser.newPage();
    const referencePage = await browser.newPage();
    const phone = new Phone(indexPage, await ReferenceLoad.open(referencePage), referencePage, method, throttle);
    await benchmarkIndex(indexPage, 1);
    for (let warm = 0; warm < 2; warm += 1) await phone.reference.time(1);
    return phone;
  }

  /** The median of `readingsPerPoint` timings of the reference load at `rate`, in `attempt`. */
  private async point(rate: number, attempt: number, throttle: ProcessorThrottle): Promise<Reading> {
    const times: number[] = [];
    for (let reading = 0; reading < readingsPerPoint; reading += 1)
      times.push(await this.reference.time(rate, throttle));
    return { rate, ms: median(times), times, attempt };
  }

  /** A check of the phone at `rate`: a point, and when it misses, `extraCheckReadings` loads more, all judged. */
  private async check(rate: number, attempt: number, throttle: ProcessorThrottle): Promise<Reading> {
    const check = await this.point(rate, attempt, throttle);
    if (isPhoneTime(check.ms)) return check;
    const times = [...check.times!];
    for (let more = 0; more < this.method.extraCheckReadings; more += 1)
      times.push(await this.reference.time(rate, throttle));
    return { ...check, ms: median(times), times };
  }

  /**
   * Measures the machine and returns the slowdown that makes it the phone for `unit`. The first attempt times the
   * reference load unslowed and at a guess (the benchmark index's), solves the line through the two for the phone's
   * time, and checks there (`check`: two loads more when the first three miss); each further attempt adds a fresh
   * unslowed point and the last check to the readings and solves the weighted least-squares line through them all,
   * the newer attempts weighing more (`solveRate`). `isTimed`: whether the unit's figures are timings; `throttle`:
   * how the unit's pages are slowed, the phone's own unless it asks otherwise.
   */
  async calibrate(unit: string, isTimed = true, throttle = this.throttle): Promise<Slowdown> {
    this.endUnit();
    // The last unit's quota, if any, off: the benchmark below reads the machine, not the phone.
    this.throttle.release();
    const start = cpuTimes();
    const machineIndex = await benchmarkIndex(this.indexPage, 1);
    const readings: Reading[] = [];
    let calibration: Calibration | undefined;
    for (let attempt = 1; attempt <= this.method.attempts; attempt += 1) {
      const machine = await this.point(1, attempt, throttle);
      // A machine slower than the phone cannot be slowed to it: no use trying again.
      if (isSlowerThanPhone(machine.ms)) {
        calibration = {
          unit,
          isTimed,
          machineIndex,
          machineMs: machine.ms,
          multiplier: 1,
          phoneMs: machine.ms,
          attempts: attempt,
          readings: [...readings, machine],
        };
        break;
      }
      readings.push(machine);
      if (attempt === 1)
        readings.push(
          await this.point(Math.max(1.5, Math.round((machineIndex / phoneIndex) * 100) / 100), attempt, throttle),
        );
      const multiplier = solveRate(readings, phoneReferenceMs, this.method.olderWeight);
      const check = await this.check(multiplier, attempt, throttle);
      readings.push(check);
      calibration = {
        unit,
        isTimed,
        machineIndex,
        machineMs: machine.ms,
        multiplier,
        phoneMs: check.ms,
        attempts: attempt,
        readings: [...readings],
      };
      if (isPhoneTime(check.ms)) break;
    }
    const end = cpuTimes();
    if (start && end) calibration!.otherWorkCalibrating = otherWorkBetween(start, end).cores;
    this.calibrations.push(calibration!);
    this.unitStart = end;
    const rate = calibration!.multiplier;
    return { rate, apply: (cdp) => throttle.slow(cdp, rate) };
  }

  /**
   * One timed unit on the phone: calibrates for it, runs `measure` at the slowdown found, and judges the other work
   * during it. When that made a different phone (`otherWorkReason`), the figures are dropped and the unit calibrated
   * and measured again, up to `unitMeasurements` times; the verdict judges the last (calibration.ts).
   */
  async unit<T>(name: string, measure: (slowdown: Slowdown) => Promise<T>, throttle = this.throttle): Promise<T> {
    for (let measurement = 1; ; measurement += 1) {
      const result = await measure(await this.calibrate(name, true, throttle));
      this.endUnit();
      const calibration = this.calibrations.at(-1)!;
      if (measurement === unitMeasurements || !otherWorkReason(calibration, this.cores)) return result;
      calibration.measuredAgain = true;
    }
  }

  /** Closes the last unit's account of other work. */
  private endUnit(): void {
    const last = this.calibrations.at(-1);
    const end = cpuTimes();
    if (last && this.unitStart && end) {
      const { cores, by } = otherWorkBetween(this.unitStart, end);
      last.otherWorkCores = cores;
      last.otherWorkBy = by;
    }
    this.unitStart = undefined;
  }

  async close(): Promise<void> {
    this.endUnit();
    await this.indexPage.close();
    await this.referencePage.close();
  }
}

/**
 * Processor seconds used so far by each process that is not the bench (this process and all it started), the time
 * the host gave other guests (steal), the machine's busy time and the bench's own (its processes' and the children
 * they reaped: a page's renderer ends when its page closes). Per process, to name who took it; the machine's total
 * less the bench's, to count also the processes that started and ended between two readings (a test runner's workers,
 * a compiler), which the per-process account misses.
 */
export type CpuTimes = {
  at: number;
  steal: number;
  machineBusy: number;
  ownBusy: number;
  others: Map<number, ProcessEntry>;
};

/** USER_HZ, the unit of /proc's times. */
const ticksPerSecond = 100;

/** A process's own processor time and that of the children it reaped (utime, stime, cutime, cstime), in seconds. */
function withReapedChildren(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0) / ticksPerSecond;
  } catch {
    return 0;
  }
}

export function cpuTimes(): CpuTimes | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    const times = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
    const machineBusy =
      (times.slice(0, 8).reduce((sum, time) => sum + time, 0) - times[3]! - times[4]!) / ticksPerSecond;
    const steal = times[7]! / ticksPerSecond;
    const processes = processTable();
    const own = processTree(process.pid, processes);
    const ownBusy = [...own].reduce((sum, pid) => sum + withReapedChildren(pid), 0);
    const others = new Map([...processes].filter(([pid]) => !own.has(pid)));
    return { at: performance.now() / 1000, steal, machineBusy, ownBusy, others };
  } catch {
    return undefined;
  }
}

/**
 * Cores' worth of other work between two readings: the machine's busy time less the bench's, or, if more, what the
 * processes alive at both used and the host's steal; and who took it (the three largest), so that a run without a
 * verdict says what to stop.
 */
export function otherWorkBetween(start: CpuTimes, end: CpuTimes): { cores: number; by: string } {
  const elapsed = end.at - start.at;
  if (elapsed <= 0) return { cores: 0, by: '' };
  const takers = new Map<string, number>([['the host (steal)', end.steal - start.steal]]);
  for (const [pid, used] of end.others) {
    const before = start.others.get(pid);
    if (before === undefined) continue;
    const name = used.name ?? `process ${pid}`;
    takers.set(name, (takers.get(name) ?? 0) + Math.max(0, used.seconds - before.seconds));
  }
  const named = [...takers.values()].reduce((sum, taken) => sum + taken, 0);
  const unnamed = end.machineBusy - start.machineBusy - (end.ownBusy - start.ownBusy) - named;
  if (unnamed > 0) takers.set('processes that came and went', unnamed);
  const seconds = named + Math.max(0, unnamed);
  const by = [...takers]
    .filter(([, taken]) => taken > 0)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 3)
    .map(([name, taken]) => `${name} ${taken.toFixed(2)} s`)
    .join(', ');
  return { cores: seconds / elapsed, by };
}
