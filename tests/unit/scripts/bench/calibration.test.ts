// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  describeCalibrations,
  fitLine,
  isPhoneTime,
  isSlowerThanPhone,
  noVerdictReason,
  otherWorkReason,
  solveRate,
  type Calibration,
} from '../../../../scripts/bench/calibration';
import { referencePage } from '../../../../scripts/bench/reference-load/workload';

describe('fitLine and solveRate: the rate at which the reference load takes the phone’s time', () => {
  it('draws the line through two readings and solves it', () => {
    // 120 ms unslowed, 300 ms at 3×: a = 30 (not slowed), b = 90 a unit of rate.
    const readings = [
      { rate: 1, ms: 120 },
      { rate: 3, ms: 300 },
    ];
    expect(fitLine(readings)).toEqual({ a: 30, b: 90 });
    expect(solveRate(readings, 480)).toBe(5);
  });

  it('takes the least-squares line through more readings', () => {
    const line = fitLine([
      { rate: 1, ms: 100 },
      { rate: 2, ms: 210 },
      { rate: 3, ms: 290 },
    ])!;
    expect(line.b).toBeCloseTo(95);
    expect(line.a).toBeCloseTo(10);
  });

  it('gives no line where the readings do not rise with the rate (the machine jumped between them)', () => {
    expect(fitLine([{ rate: 1, ms: 100 }])).toBeUndefined();
    expect(
      fitLine([
        { rate: 1, ms: 200 },
        { rate: 3, ms: 150 },
      ]),
    ).toBeUndefined();
    expect(
      fitLine([
        { rate: 2, ms: 100 },
        { rate: 2, ms: 150 },
      ]),
    ).toBeUndefined();
    // Then the last reading scaled to the phone's time: 150 ms at 3× → 4× for 200 ms.
    expect(
      solveRate(
        [
          { rate: 1, ms: 200 },
          { rate: 3, ms: 150 },
        ],
        200,
      ),
    ).toBe(4);
  });

  it('weighs each earlier attempt’s readings half as much as the next one’s: it follows a machine that changed', () => {
    // Attempt 1: 130 ms unslowed, 450 at 4.3×. Attempt 2: the machine slower: 160 unslowed, 520 at the 4.15× solved.
    const readings = [
      { rate: 1, ms: 130, attempt: 1 },
      { rate: 4.3, ms: 450, attempt: 1 },
      { rate: 1, ms: 160, attempt: 2 },
      { rate: 4.15, ms: 520, attempt: 2 },
    ];
    const equal = solveRate(readings, 440, 1);
    const halved = solveRate(readings, 440, 0.5);
    const newestOnly = solveRate(readings.slice(2), 440);
    expect(halved).toBeLessThan(equal);
    expect(halved).toBeGreaterThan(newestOnly);
    // The weights themselves: with one reading per attempt weighing a quarter, the line leans to the newer ones.
    const line = fitLine(
      [
        { rate: 1, ms: 100 },
        { rate: 3, ms: 300 },
        { rate: 3, ms: 400 },
      ],
      [1, 0.25, 1],
    )!;
    expect(line.b).toBeCloseTo(140);
    expect(line.a).toBeCloseTo(-40);
  });

  it('weighs readings without an attempt as one attempt', () => {
    const readings = [
      { rate: 1, ms: 120 },
      { rate: 3, ms: 300 },
    ];
    expect(solveRate(readings, 480, 0.5)).toBe(5);
  });

  it('rounds to a hundredth and keeps the rate between 1 and 20', () => {
    const readings = [
      { rate: 1, ms: 100 },
      { rate: 2, ms: 130 },
    ];
    expect(solveRate(readings, 200)).toBe(4.33);
    expect(solveRate(readings, 50)).toBe(1);
    expect(solveRate(readings, 5000)).toBe(20);
  });
});

describe('the phone’s time', () => {
  it('is the target within 10%', () => {
    expect(isPhoneTime(440, 440)).toBe(true);
    expect(isPhoneTime(483, 440)).toBe(true);
    expect(isPhoneTime(397, 440)).toBe(true);
    expect(isPhoneTime(490, 440)).toBe(false);
    expect(isPhoneTime(390, 440)).toBe(false);
  });

  it('cannot be reached by a machine slower than it unslowed', () => {
    expect(isSlowerThanPhone(480, 440)).toBe(false);
    expect(isSlowerThanPhone(490, 440)).toBe(true);
  });
});

const calibration = (overrides: Partial<Calibration> = {}): Calibration => ({
  unit: 'a tap at first paint on Menu (/about), load 1',
  isTimed: true,
  machineIndex: 2900,
  machineMs: 120,
  multiplier: 4.2,
  phoneMs: 445,
  attempts: 1,
  otherWorkCalibrating: 0.02,
  otherWorkCores: 0.03,
  otherWorkBy: 'process_api 0.03 s',
  ...overrides,
});

describe('noVerdictReason', () => {
  it('gives a verdict on the phone, idle or beside a steady neighbour', () => {
    expect(noVerdictReason([calibration()], 2, 440)).toBeUndefined();
    // One busy loop beside the bench, half of two cores, while calibrating and during the unit.
    expect(
      noVerdictReason(
        [calibration({ multiplier: 2.6, otherWorkCalibrating: 0.98, otherWorkCores: 1.02 })],
        2,
        440,
      ),
    ).toBeUndefined();
  });

  it('ignores units that are not timed', () => {
    expect(
      noVerdictReason([calibration({ isTimed: false, machineMs: 900, otherWorkCores: 2 })], 2, 440),
    ).toBeUndefined();
  });

  it('refuses on a machine slower than the phone', () => {
    expect(noVerdictReason([calibration({ machineMs: 500, multiplier: 1, phoneMs: 500 })], 2, 440)).toMatch(
      /took 500 ms for the reference load unslowed before a tap at first paint on Menu.*slower than the phone \(440 ms\)/,
    );
  });

  it('refuses when every check missed the phone, with the readings', () => {
    expect(noVerdictReason([calibration({ phoneMs: 520, attempts: 5 })], 2, 440)).toMatch(
      /^5 calibrations before .* missed the phone \(the reference load took 520 ms where the phone takes 440.*phone$/,
    );
    expect(
      noVerdictReason(
        [
          calibration({
            phoneMs: 520,
            attempts: 5,
            readings: [
              { rate: 1, ms: 130, times: [130, 128.4, 141], attempt: 1 },
              { rate: 4.2, ms: 520, attempt: 1 },
            ],
          }),
        ],
        2,
        440,
      ),
    ).toMatch(/; its readings, rate× loads → median: 1\.00× 130 128 141 → 130; 4\.20× 520$/);
  });

  it('refuses when other work changed by more than a quarter of a core after the calibration', () => {
    expect(noVerdictReason([calibration({ otherWorkCalibrating: 0.89, otherWorkCores: 1.21 })], 2, 440)).toMatch(
      /went from 0\.89 of a core while the phone was calibrated to 1\.21 during/,
    );
    expect(noVerdictReason([calibration({ otherWorkCalibrating: 1.0, otherWorkCores: 0.05 })], 2, 440)).toMatch(
      /went from 1\.00 of a core/,
    );
    expect(
      noVerdictReason([calibration({ otherWorkCalibrating: 0.05, otherWorkCores: 0.25 })], 2, 440),
    ).toBeUndefined();
  });

  it('refuses when other work left the browser less than half a core', () => {
    expect(noVerdictReason([calibration({ otherWorkCalibrating: 1.9, otherWorkCores: 1.95 })], 2, 440)).toMatch(
      /took 1\.95 of its 2 cores .* leaving the browser less than 0\.5 of a core/,
    );
    expect(
      noVerdictReason([calibration({ otherWorkCalibrating: 1.9, otherWorkCores: 1.95 })], 4, 440),
    ).toBeUndefined();
  });

  it('judges a unit measured again for other work by its last measurement', () => {
    const disturbed = calibration({ otherWorkCalibrating: 0.01, otherWorkCores: 0.82, measuredAgain: true });
    expect(noVerdictReason([disturbed, calibration()], 2, 440)).toBeUndefined();
    expect(
      noVerdictReason(
        [disturbed, disturbed, calibration({ otherWorkCalibrating: 0.01, otherWorkCores: 0.77 })],
        2,
        440,
      ),
    ).toMatch(/went from 0\.01 of a core while the phone was calibrated to 0\.77 during/);
    // A measurement dropped for other work is not judged at all, a missed calibration included: its replacement is.
    expect(
      noVerdictReason([calibration({ phoneMs: 520, attempts: 10, measuredAgain: true }), calibration()], 2, 440),
    ).toBeUndefined();
  });

  it('gives the first unit’s reason', () => {
    expect(
      noVerdictReason(
        [calibration(), calibration({ unit: 'mobile menu, tap 2', phoneMs: 300, attempts: 5 })],
        2,
        440,
      ),
    ).toMatch(/before mobile menu, tap 2 missed/);
  });
});

describe('otherWorkReason: whether other work made a unit a different phone', () => {
  it('says nothing where other work was not counted, or stayed as calibrated', () => {
    expect(otherWorkReason(calibration({ otherWorkCores: undefined }), 2)).toBeUndefined();
    expect(otherWorkReason(calibration(), 2)).toBeUndefined();
  });

  it('names the unit and who took the time', () => {
    expect(
      otherWorkReason(
        calibration({
          unit: 'gallery filter, tap 5',
          otherWorkCalibrating: 0.01,
          otherWorkCores: 0.77,
          otherWorkBy: 'processes that came and went 3.20 s',
        }),
        2,
      ),
    ).toBe(
      'other work on this machine went from 0.01 of a core while the phone was calibrated to 0.77 during gallery ' +
        'filter, tap 5 (processes that came and went 3.20 s), so the unit did not run on the phone calibrated',
    );
  });
});

describe('describeCalibrations', () => {
  it('gives the ranges of the readings', () => {
    expect(
      describeCalibrations(
        [calibration(), calibration({ machineMs: 150, multiplier: 2.61, phoneMs: 409, attempts: 2 })],
        440,
      ),
    ).toBe(
      'The phone: the reference load in 440 ms (scripts/bench/reference-load/). This machine, over 2 calibrations: ' +
        "the reference load unslowed 120-150 ms (Lighthouse's benchmark index 2900), so the CPU was slowed " +
        '2.61-4.20× (the reference load measured slowed: 409-445 ms; 1 checked again, at most 2 times); other work ' +
        'while calibrating: 0.02 of a core, during timed units: 0.03.',
    );
  });

  it('names the units measured again for other work', () => {
    expect(
      describeCalibrations(
        [calibration({ unit: 'mobile menu, tap 3', otherWorkCores: 0.8, measuredAgain: true }), calibration()],
        440,
      ),
    ).toMatch(/during timed units: 0\.03-0\.80; measured again for other work: mobile menu, tap 3\.$/);
  });
});

describe('the reference load', () => {
  it('is the same page for every reading but for the reading’s comment', () => {
    const first = referencePage(1);
    const second = referencePage(2);
    expect(first.script.replace('reading 1', 'reading 2')).toBe(second.script);
    expect(first.html.replace(/reading 1\b/, 'reading 2').replace('?1"', '?2"')).toBe(second.html);
  });

  it('is a page of the site’s kind: a few hundred elements, a stylesheet, ~160 KB of script', () => {
    const { html, script } = referencePage(1);
    expect(html.match(/<[a-z]/g)!.length).toBeGreaterThan(400);
    expect(script.length).toBeGreaterThan(150_000);
    expect(script.length).toBeLessThan(170_000);
  });
});
