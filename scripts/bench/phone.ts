/**
 * The phone the bench emulates (issue 41): the same phone on a fast machine and a slow one, or no verdict.
 *
 * Chromium's CPU throttling divides the machine's speed by a fixed rate, so a fixed 4× made a slower phone on a
 * slower or busier machine: the same build read app ready 805-891 ms after first paint one morning and 1,174-1,331 ms
 * the same evening. As Lighthouse advises (docs/throttling.md, "benchmarkIndex") and as DevTools' CPU calibration does,
 * the bench measures this machine with Lighthouse's own benchmark before each timed unit (a route's loads, a
 * control's taps), slows it by the rate that brings it to the phone's index, and checks with the same benchmark,
 * slowed, what it became. It also counts the processor time other processes took during the unit: when the machine is
 * too loaded to be the phone, the bench says so in one line and gives no verdict on the timings.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './median';
import { processTable, processTree, type ProcessEntry } from '../../harness/processes/processes';

/**
 * The phone's benchmark index: the phone the budgets were set on, this 2-core reference machine slowed 4× in its
 * faster moods, the mornings its budgets were met (2026-11-28: 2,500-2,950 unthrottled, 656-708 slowed 4×, median
 * 680; in its slower ones 1,750-1,950 and 374-400, the evenings on which the same build missed them). Between
 * DevTools' low-tier (264, a Moto G Power) and mid-tier (1,000, a Pixel 5) phones.
 */
export const phoneIndex = 680;
/** How far the index measured slowed may be from the phone's: a run spreads by ~5% when the machine holds still. */
const phoneTolerance = 0.15;
/**
 * How many times a unit's calibration is taken before the unit is said not to be on the phone. Three missed once in
 * 51 calibrations of a run (2026-12-02, the machine at 1,123-2,310): the check slowed read 928, the machine having
 * jumped between measure and check, and the whole run gave no verdict though every other unit was the phone. An
 * attempt is two seconds of benchmark, and a unit is timed only once its check slowed reads the phone.
 */
const calibrationAttempts = 5;
/**
 * Cores' worth of other processes' work during a timed unit above which the machine is too loaded to be the phone.
 * A quiet run here measured 0.0x (the system's own); `yes > /dev/null` on one core beside it, 1.0.
 */
const otherWorkLimit = 0.25;
/** Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), as DevTools' protocol takes it. */
export const slow4g = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** One unit's phone (a route's loads, a control's taps): the machine before it, the slowdown, and what else ran. */
export type Calibration = {
  unit: string;
  /** Whether the unit's figures are timings, judged only on the phone (a count of bytes is not). */
  isTimed: boolean;
  /** This machine's index, unthrottled: the median of its runs (three, or one before each tap). */
  machineIndex: number;
  /** The CPU slowdown that makes this machine the phone: machineIndex ÷ phoneIndex. */
  multiplier: number;
  /** The index measured once with the CPU slowed by `multiplier`: the phone's, within `phoneTolerance`, or retried. */
  throttledIndex: number;
  /** How many calibrations it took to read the phone (or `calibrationAttempts`, when none did). */
  attempts: number;
  /** Cores' worth of processor time that processes other than the bench's took during the unit (Linux only). */
  otherWorkCores?: number;
  /** Who took it, the most first: the host's steal and each process by name, in processor seconds. */
  otherWorkBy?: string;
};

const benchmarkSource = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
const tenths = (value: number) => Math.round(value * 10) / 10;

/**
 * Calibrates the phone before each unit, on a page of its own kept open (its first run warms V8 up). Units are short
 * (5-20 s): this virtual machine's index moves between two levels, ~1,800 and ~2,700, every few seconds.
 */
export class Phone {
  readonly calibrations: Calibration[] = [];
  private unitStart: CpuTimes | undefined;
  private constructor(private readonly page: Page) {}

  static async open(browser: Browser): Promise<Phone> {
    const phone = new Phone(await browser.newPage());
    await phone.measure(1);
    return phone;
  }

  private async measure(rate: number): Promise<number> {
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // About one second: two loops of 500 ms.
    const index = (await this.page.evaluate(benchmarkSource)) as number;
    await cdp.detach();
    return index;
  }

  /**
   * Measures the machine and returns the slowdown that makes it the phone for `unit`. `machineRuns`: how many runs of
   * the benchmark measure the machine (their median); one where each tap has a calibration of its own, as the check
   * slowed still catches a calibration taken across a jump of the machine's speed.
   */
  async calibrate(unit: string, isTimed = true, machineRuns = 3): Promise<number> {
    this.endUnit();
    // The machine's speed jumps between levels every few seconds here: a calibration taken across a jump gives a
    // phone far from the one wanted, which the check slowed shows. So it is taken again (`calibrationAttempts`).
    let calibration: Calibration | undefined;
    for (let attempt = 1; attempt <= calibrationAttempts; attempt += 1) {
      const machineIndexes: number[] = [];
      for (let run = 0; run < machineRuns; run += 1) machineIndexes.push(await this.measure(1));
      const machineIndex = median(machineIndexes);
      const multiplier = Math.max(1, tenths(machineIndex / phoneIndex));
      const throttledIndex = await this.measure(multiplier);
      calibration = { unit, isTimed, machineIndex, multiplier, throttledIndex, attempts: attempt };
      if (isPhone(throttledIndex)) break;
    }
    this.calibrations.push(calibration!);
    this.unitStart = cpuTimes();
    return calibration!.multiplier;
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
    await this.page.close();
  }
}

/**
 * Processor seconds used so far by each process that is not the bench (this process and all it started), and the
 * time the host gave other guests (steal). Counted per process rather than as the machine's total less the bench's:
 * a page's renderer ends when the page closes, and its time would have counted as other work.
 */
type CpuTimes = { at: number; steal: number; others: Map<number, ProcessEntry> };

function cpuTimes(): CpuTimes | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    const steal = Number(readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)[8]) / 100; // USER_HZ
    const processes = processTable();
    const own = processTree(process.pid, processes);
    const others = new Map([...processes].filter(([pid]) => !own.has(pid)));
    return { at: performance.now() / 1000, steal, others };
  } catch {
    return undefined;
  }
}

/**
 * Cores' worth of other work between two readings, what the processes alive at both used and the host's steal; and
 * who took it (the three largest), so that a run without a verdict says what to stop.
 */
function otherWorkBetween(start: CpuTimes, end: CpuTimes): { cores: number; by: string } {
  const elapsed = end.at - start.at;
  if (elapsed <= 0) return { cores: 0, by: '' };
  const takers = new Map<string, number>([['the host (steal)', end.steal - start.steal]]);
  for (const [pid, used] of end.others) {
    const before = start.others.get(pid);
    if (before === undefined) continue;
    const name = used.name ?? `process ${pid}`;
    takers.set(name, (takers.get(name) ?? 0) + Math.max(0, used.seconds - before.seconds));
  }
  const seconds = [...takers.values()].reduce((sum, taken) => sum + taken, 0);
  const by = [...takers]
    .filter(([, taken]) => taken > 0)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 3)
    .map(([name, taken]) => `${name} ${taken.toFixed(2)} s`)
    .join(', ');
  return { cores: seconds / elapsed, by };
}

/** Whether an index measured slowed is the phone's, give or take what one run spreads by when nothing changes. */
const isPhone = (throttledIndex: number) => Math.abs(throttledIndex / phoneIndex - 1) <= phoneTolerance;

/**
 * Why the bench cannot judge the timed budgets, or undefined when it can: a machine slower than the phone cannot be
 * slowed to it; a calibration that missed the phone every time (the machine's speed kept jumping) did not make it;
 * and when other work took more than `otherWorkLimit` of a core during a unit, Chromium's threads that throttling does
 * not slow (compositor, network, the browser process) waited on it, which no phone does.
 */
export function noVerdictReason(calibrations: Calibration[]): string | undefined {
  for (const calibration of calibrations) {
    const { unit, isTimed, machineIndex, otherWorkCores, otherWorkBy } = calibration;
    if (!isTimed) continue;
    if (machineIndex < phoneIndex)
      return `this machine (benchmark index ${Math.round(machineIndex)}) was slower than the phone (${phoneIndex}) before ${unit}, so it cannot emulate it`;
    if (!isPhone(calibration.throttledIndex))
      return `${calibrationAttempts} calibrations before ${unit} missed the phone (${Math.round(calibration.throttledIndex)} where it is ${phoneIndex}; this machine's speed kept jumping), so it could not be made the phone`;
    if (otherWorkCores !== undefined && otherWorkCores > otherWorkLimit)
      return `other work on this machine took ${otherWorkCores.toFixed(2)} of a core during ${unit} (${otherWorkBy}), so it was too loaded to emulate the phone`;
  }
  return undefined;
}

/** For the report: the phone's index, and the range of the machine's, the multipliers and the other work. */
export function describeCalibrations(calibrations: Calibration[]): string {
  const range = (values: number[], digits = 0) => {
    if (values.length === 0) return 'not measured here';
    const [low, high] = [Math.min(...values), Math.max(...values)].map((value) => value.toFixed(digits));
    return low === high ? low! : `${low}-${high}`;
  };
  const timed = calibrations.filter((calibration) => calibration.isTimed);
  return (
    `The phone: benchmark index ${phoneIndex} (Lighthouse's benchmark). This machine, over ${calibrations.length} ` +
    `calibrations: ${range(calibrations.map((calibration) => calibration.machineIndex))}, so the CPU was slowed ` +
    `${range(
      calibrations.map((calibration) => calibration.multiplier),
      1,
    )}× (measured slowed: ` +
    `${range(calibrations.map((calibration) => calibration.throttledIndex))}; ` +
    `${calibrations.filter((calibration) => calibration.attempts > 1).length} taken again, at most ` +
    `${Math.max(0, ...calibrations.map((calibration) => calibration.attempts))} times); other work during timed units: ` +
    `${range(
      timed.flatMap((calibration) => calibration.otherWorkCores ?? []),
      2,
    )} of a core.`
  );
}
