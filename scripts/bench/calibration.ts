/**
 * The pure part of the bench's phone (phone.ts): from timings of the reference load (reference-load/) at two CPU
 * rates, the rate that makes this machine the phone; whether a check reads the phone; and why the bench gives no
 * verdict on the timed budgets, if it gives none. No browser here: tests/unit/scripts/bench/calibration.test.ts.
 */
import { phoneReferenceMs } from './reference-load/workload';

/**
 * How far the reference load, timed at the rate found, may be from the phone's time. One load at a fixed rate
 * spreads by ±10-15% here when the machine holds still (2026-12-05: 268-354 ms at 3×; 90 loads at 4.3×, 387-561 ms,
 * median 444), the median of three by about half that (28 of those 30 medians within ±10%, 17 of 18 of five).
 */
export const phoneTolerance = 0.1;
/** The highest CPU slowdown tried: a machine that needs more is far from any machine this bench was made on. */
const maxRate = 20;

/**
 * A reading: the reference load took `ms` at CPU slowdown `rate` (the median of `times`, the single loads, when it
 * is a point of the calibration, taken in its `attempt`).
 */
export type Reading = { rate: number; ms: number; times?: number[]; attempt?: number };

/**
 * The line time(rate) ≈ a + b·rate through two readings (the weighted least-squares line through more): `a` is what
 * the slowdown does not slow (the browser process, the compositor, the network stack), `b` the main thread's work at
 * this machine's speed. Undefined when the readings cannot give a line that rises with the rate. `weights`, one a
 * reading, default all 1.
 */
export function fitLine(
  readings: Reading[],
  weights: number[] = readings.map(() => 1),
): { a: number; b: number } | undefined {
  if (readings.length < 2) return undefined;
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const meanRate = readings.reduce((sum, { rate }, index) => sum + weights[index]! * rate, 0) / total;
  const meanMs = readings.reduce((sum, { ms }, index) => sum + weights[index]! * ms, 0) / total;
  let covariance = 0;
  let variance = 0;
  readings.forEach(({ rate, ms }, index) => {
    covariance += weights[index]! * (rate - meanRate) * (ms - meanMs);
    variance += weights[index]! * (rate - meanRate) ** 2;
  });
  if (variance === 0 || !(covariance > 0)) return undefined;
  const b = covariance / variance;
  return { a: meanMs - b * meanRate, b };
}

/**
 * How much a reading of an earlier attempt weighs in the line, against one of the attempt after it. Measured
 * 2026-12-05, the line itself is straight from 1× to 6× within the noise (the reference load's median of 15 loads at
 * 1-6×: 134, 249, 331, 427, 528, 686 ms idle, 152-702 beside a busy loop, each within 5% of the least-squares line):
 * what moves is the machine, whose speed can change within the half-minute of five attempts. Equal weights kept a
 * slower or faster machine's old readings in the line for good and solved for the machine as it had been; halving
 * an attempt's weight at each later attempt follows the machine as it is and still averages the noise.
 */
export const olderAttemptWeight = 0.5;

/**
 * The rate at which the line through `readings` takes `targetMs`, to a hundredth, at least 1 (a machine that needs
 * less is slower than the phone: `isSlowerThanPhone`) and at most `maxRate`. Each reading weighs `olderWeight` to
 * the power of how many attempts it is older than the newest (`Reading.attempt`; readings without one, the same
 * attempt). Where the readings give no rising line (a jump of the machine's speed between them), the highest rate
 * read that was still faster than the phone, scaled by how far it was: the next guess of a search, which the check
 * then judges.
 */
export function solveRate(
  readings: Reading[],
  targetMs: number = phoneReferenceMs,
  olderWeight: number = olderAttemptWeight,
): number {
  const newest = Math.max(...readings.map(({ attempt }) => attempt ?? 1));
  const line = fitLine(
    readings,
    readings.map(({ attempt }) => olderWeight ** (newest - (attempt ?? newest))),
  );
  let rate: number;
  if (line) rate = (targetMs - line.a) / line.b;
  else {
    const last = readings.at(-1)!;
    rate = last.rate * (targetMs / last.ms);
  }
  return Math.min(maxRate, Math.max(1, Math.round(rate * 100) / 100));
}

/** Whether a time of the reference load is the phone's, within `phoneTolerance`. */
export const isPhoneTime = (ms: number, targetMs: number = phoneReferenceMs) =>
  Math.abs(ms / targetMs - 1) <= phoneTolerance;

/** Whether the machine, not slowed at all, is already slower than the phone beyond the tolerance. */
export const isSlowerThanPhone = (machineMs: number, targetMs: number = phoneReferenceMs) =>
  machineMs > targetMs * (1 + phoneTolerance);

/** One unit's phone (a route's loads, a load of a tap): the machine before it, the slowdown, and what else ran. */
export type Calibration = {
  unit: string;
  /** Whether the unit's figures are timings, judged only on the phone (a count of bytes is not). */
  isTimed: boolean;
  /** Lighthouse's benchmark index of this machine, unthrottled (one run): the first guess, and a reading to report. */
  machineIndex: number;
  /** The reference load on this machine unthrottled, ms (the median of three, in the last attempt). */
  machineMs: number;
  /** The CPU slowdown that makes this machine the phone: where the reference load takes `phoneReferenceMs`. */
  multiplier: number;
  /** The reference load at `multiplier`, ms (the median of three): the phone's time within the tolerance, or retried. */
  phoneMs: number;
  /** How many checks it took to read the phone (or the most allowed, when none did). */
  attempts: number;
  /** Every point the calibration timed, in order: for the report of a calibration that missed. */
  readings?: Reading[];
  /**
   * Set when other work made the unit a different phone (`otherWorkReason`) and the unit was calibrated and measured
   * again (`Phone.unit`): its figures were dropped, and the verdict judges the measurement that replaced them.
   */
  measuredAgain?: boolean;
  /** Cores' worth of processor time other processes took during the calibration (Linux only). */
  otherWorkCalibrating?: number;
  /** Cores' worth of processor time that processes other than the bench's took during the unit (Linux only). */
  otherWorkCores?: number;
  /** Who took it, the most first: the host's steal and each process by name, in processor seconds. */
  otherWorkBy?: string;
};

/**
 * How far other work during a unit may be from what it was while the phone was calibrated, in cores, before the unit
 * is said not to have run on the phone calibrated. Other work that stays the same is part of the machine the
 * calibration measured: one busy loop beside the bench, half this 2-core machine, is a slower machine, which is slowed
 * less (issue 65). A neighbour that starts, grows or stops after the calibration makes a different phone: on
 * 2026-12-05 a load calibrated beside 0.89 of a core of a build that then took 1.21 read app ready 1,374 ms after
 * paint, the two loads before it 872 and 1,103.
 */
const otherWorkChangeLimit = 0.25;
/**
 * Other work, in cores, beyond which this machine cannot be the phone whatever the calibration reads: the browser
 * (its main thread, compositor, network and browser process, raster in software) has less than half a core left, and
 * its threads queue on each other as no phone's do. A guard, not a measured edge: one busy loop beside the bench
 * (other work 0.73-1.09 of a core on this 2-core machine, 2026-12-05) calibrates and keeps within it; more was not
 * tried.
 */
const minimumCoresFree = 0.5;

/**
 * Why other work during a unit made it a different phone from the one calibrated, or undefined when it did not: it
 * changed after the calibration (`otherWorkChangeLimit`), or left the browser too little of the machine
 * (`minimumCoresFree`). Undefined too where the bench could not count other work (not Linux).
 */
export function otherWorkReason(calibration: Calibration, cores: number): string | undefined {
  const { unit, otherWorkCalibrating, otherWorkCores, otherWorkBy } = calibration;
  if (otherWorkCores === undefined) return undefined;
  if (otherWorkCores > cores - minimumCoresFree)
    return `other work on this machine took ${otherWorkCores.toFixed(2)} of its ${cores} cores during ${unit} (${otherWorkBy}), leaving the browser less than ${minimumCoresFree} of a core, so it could not be the phone`;
  if (otherWorkCalibrating !== undefined && Math.abs(otherWorkCores - otherWorkCalibrating) > otherWorkChangeLimit)
    return `other work on this machine went from ${otherWorkCalibrating.toFixed(2)} of a core while the phone was calibrated to ${otherWorkCores.toFixed(2)} during ${unit} (${otherWorkBy}), so the unit did not run on the phone calibrated`;
  return undefined;
}

/**
 * Why the bench cannot judge the timed budgets, or undefined when it can: a machine slower than the phone cannot be
 * slowed to it; a calibration whose checks all missed the phone (the machine's speed kept jumping) did not make it;
 * other work that made a different phone during a unit (`otherWorkReason`) every time it was measured. A unit
 * measured again is judged by its last measurement only.
 */
export function noVerdictReason(
  calibrations: Calibration[],
  cores: number,
  targetMs: number = phoneReferenceMs,
): string | undefined {
  const ms = (value: number) => Math.round(value);
  for (const calibration of calibrations) {
    const { unit, isTimed, machineMs, phoneMs, attempts, readings, measuredAgain } = calibration;
    if (!isTimed || measuredAgain) continue;
    if (isSlowerThanPhone(machineMs, targetMs))
      return `this machine took ${ms(machineMs)} ms for the reference load unslowed before ${unit}, slower than the phone (${ms(targetMs)} ms), so it cannot emulate it`;
    if (!isPhoneTime(phoneMs, targetMs))
      return (
        `${attempts} calibrations before ${unit} missed the phone (the reference load took ${ms(phoneMs)} ms where ` +
        `the phone takes ${ms(targetMs)}; this machine's speed kept jumping), so it could not be made the phone` +
        (readings?.length ? `; its readings, rate× loads → median: ${describeReadings(readings)}` : '')
      );
    const disturbed = otherWorkReason(calibration, cores);
    if (disturbed) return disturbed;
  }
  return undefined;
}

/** The points of a calibration, in order: `4.20× 431 452 470 → 452; …`. */
export const describeReadings = (readings: Reading[]) =>
  readings
    .map(
      ({ rate, ms, times }) =>
        `${rate.toFixed(2)}× ${times ? `${times.map((time) => Math.round(time)).join(' ')} → ` : ''}${Math.round(ms)}`,
    )
    .join('; ');

/** For the report: the phone's time, and the ranges of the machine's readings, the multipliers and the other work. */
export function describeCalibrations(calibrations: Calibration[], targetMs: number = phoneReferenceMs): string {
  const range = (values: number[], digits = 0) => {
    if (values.length === 0) return 'not measured here';
    const [low, high] = [Math.min(...values), Math.max(...values)].map((value) => value.toFixed(digits));
    return low === high ? low! : `${low}-${high}`;
  };
  const timed = calibrations.filter((calibration) => calibration.isTimed);
  const measuredAgain = calibrations.filter((calibration) => calibration.measuredAgain);
  const of = (pick: (calibration: Calibration) => number | undefined) =>
    calibrations.flatMap((calibration) => pick(calibration) ?? []);
  return (
    `The phone: the reference load in ${Math.round(targetMs)} ms (scripts/bench/reference-load/). This machine, over ` +
    `${calibrations.length} calibrations: the reference load unslowed ${range(of((c) => c.machineMs))} ms ` +
    `(Lighthouse's benchmark index ${range(of((c) => c.machineIndex))}), so the CPU was slowed ` +
    `${range(
      of((c) => c.multiplier),
      2,
    )}× (the reference load measured slowed: ${range(of((c) => c.phoneMs))} ms; ` +
    `${calibrations.filter((calibration) => calibration.attempts > 1).length} checked again, at most ` +
    `${Math.max(0, ...calibrations.map((calibration) => calibration.attempts))} times); other work while ` +
    `calibrating: ${range(
      of((c) => c.otherWorkCalibrating),
      2,
    )} of a core, during timed units: ` +
    `${range(
      timed.flatMap((calibration) => calibration.otherWorkCores ?? []),
      2,
    )}${measuredAgain.length ? `; measured again for other work: ${measuredAgain.map(({ unit }) => unit).join('; ')}` : ''}.`
  );
}
