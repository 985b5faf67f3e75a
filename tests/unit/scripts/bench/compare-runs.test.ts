// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareFigures, figuresOf, pooled } from '../../../../scripts/bench/compare-runs';

/** A run's interactions as bench.json keeps them: a control's loads, a felt figure's taps. */
const run = (readyAfterPaint: number[], felt: number[], eventTiming: number[]) => ({
  'tap: Menu (/about)': readyAfterPaint.map((ms) => ({ firstPaint: 500, ready: 500 + ms })),
  'felt: mobile menu': felt.map((ms, index) => ({ felt: ms, eventTiming: eventTiming[index]! })),
});

describe('compare-runs: a bench run against another, figure by figure', () => {
  it('takes each figure’s median: ready − paint of every load, felt and Event Timing of every tap', () => {
    expect(figuresOf(run([950, 1010, 900], [40, 35, 60, 38, 41], [24, 32, 32, 24, 32]))).toEqual([
      { name: 'ready − paint: Menu (/about)', median: 950, isJudged: true },
      { name: 'felt: mobile menu', median: 40, isJudged: true },
      { name: 'Event Timing: mobile menu', median: 32, isJudged: false },
    ]);
  });

  it('judges ready − paint and felt against the band, not Event Timing (8 ms steps)', () => {
    const idle = figuresOf(run([950, 950, 950], [40, 40, 40], [24, 24, 24]));
    const loaded = figuresOf(run([1050, 1050, 1050], [47, 47, 47], [32, 32, 32]));
    const comparisons = compareFigures(idle, loaded, 0.15);
    expect(comparisons.map(({ name, isOutside }) => [name, isOutside])).toEqual([
      ['ready − paint: Menu (/about)', false],
      ['felt: mobile menu', true],
      ['Event Timing: mobile menu', false],
    ]);
    expect(comparisons[0]!.change).toBeCloseTo(100 / 950);
    expect(comparisons[1]!.change).toBeCloseTo(7 / 40);
  });

  it('counts a figure the other run lacks or did not measure as outside', () => {
    const idle = figuresOf(run([950], [40], [24]));
    const unmeasured = figuresOf(run([Number.NaN], [40], [24]));
    expect(compareFigures(idle, unmeasured, 0.15)[0]!.isOutside).toBe(true);
    expect(compareFigures(idle, [], 0.15).filter((comparison) => comparison.isOutside)).toHaveLength(2);
  });

  it('pools several runs: each figure’s median over every load and tap of them all', () => {
    const idleRuns = [
      run([900, 950, 1000], [40, 41, 60], [24, 24, 32]),
      run([800, 990, 1010], [30, 38, 39], [24, 32, 32]),
    ];
    expect(figuresOf(pooled(idleRuns))).toEqual([
      { name: 'ready − paint: Menu (/about)', median: 970, isJudged: true },
      { name: 'felt: mobile menu', median: 39.5, isJudged: true },
      { name: 'Event Timing: mobile menu', median: 28, isJudged: false },
    ]);
  });
});
