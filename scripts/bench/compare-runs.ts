/**
 * Runs of `npm run bench -- --interactions-only`, figure by figure (issue 65): the proof that the bench's phone is
 * the same phone on a busier machine is the same build benched idle and again beside a busy loop, each route's
 * ready − paint median and each felt median within 15% of the other side's, and the same verdict.
 *
 *   npx tsx scripts/bench/compare-runs.ts idle.json loaded.json [more.json ...] [--band 15]
 *   npx tsx scripts/bench/compare-runs.ts idle1.json,idle2.json,idle3.json loaded1.json,loaded2.json
 *
 * Each file is a copy of bench-results/bench.json; every side after the first is compared with the first. A side of
 * several runs joined by commas is pooled: each figure's median is taken over every load or tap of its runs. One run
 * holds three loads per route and nine taps per felt figure, and two idle runs of one build differ by more than 15%
 * in some figure about as often as an idle and a loaded run do (docs/performance-log.md, 2026-12-06): pooled runs are
 * the more taps that tell a slower phone from a run's own spread. Event Timing is printed but not judged: browsers
 * round its durations to 8 ms, so 24 against 32 ms is one step of the clock, not a different phone. Exit status 1
 * when a judged figure is outside the band or the verdicts differ.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median } from './median';
import { parseArguments, usageError } from '../shared/arguments';

/** What bench.json keeps of the interactions: each control's loads and each felt figure's taps (interactions.ts). */
type InteractionFigures = Record<
  string,
  { ready?: number; firstPaint?: number; felt?: number; eventTiming?: number }[]
>;

/** One figure of a run: its name as the report prints it, its median, and whether the 15% band judges it. */
export type Figure = { name: string; median: number; isJudged: boolean };

/** The figures of one run's interactions, in the report's order: ready − paint, then felt and Event Timing. */
export function figuresOf(interactions: InteractionFigures): Figure[] {
  const figures: Figure[] = [];
  for (const [key, samples] of Object.entries(interactions)) {
    if (key.startsWith('tap: '))
      figures.push({
        name: `ready − paint: ${key.slice('tap: '.length)}`,
        median: median(samples.map((sample) => (sample.ready ?? Number.NaN) - (sample.firstPaint ?? Number.NaN))),
        isJudged: true,
      });
  }
  for (const [key, samples] of Object.entries(interactions)) {
    if (!key.startsWith('felt: ')) continue;
    const name = key.slice('felt: '.length);
    figures.push(
      {
        name: `felt: ${name}`,
        median: median(samples.map((sample) => sample.felt ?? Number.NaN)),
        isJudged: true,
      },
      {
        name: `Event Timing: ${name}`,
        median: median(samples.map((sample) => sample.eventTiming ?? Number.NaN)),
        isJudged: false,
      },
    );
  }
  return figures;
}

export type Comparison = { name: string; base: number; other: number; change: number; isOutside: boolean };

/**
 * Each figure of `other` against the same figure of `base`: the change as a fraction of the base's median, and
 * whether a judged figure moved by more than `band`. A figure one run lacks, or did not measure, is outside.
 */
export function compareFigures(base: Figure[], other: Figure[], band: number): Comparison[] {
  return base.map((figure) => {
    const otherMedian = other.find((candidate) => candidate.name === figure.name)?.median ?? Number.NaN;
    const change = (otherMedian - figure.median) / figure.median;
    return {
      name: figure.name,
      base: figure.median,
      other: otherMedian,
      change,
      isOutside: figure.isJudged && !(Math.abs(change) <= band),
    };
  });
}

/** Every load and tap of several runs as one run's: each figure's samples side by side. */
export function pooled(runs: InteractionFigures[]): InteractionFigures {
  const pool: InteractionFigures = {};
  for (const run of runs)
    for (const [key, samples] of Object.entries(run)) pool[key] = [...(pool[key] ?? []), ...samples];
  return pool;
}

type BenchRun = { file: string; interactions: InteractionFigures; verdict: string; missed: string[] };
/** One side of the comparison: a run, or several pooled (their files joined by commas). */
type Side = { name: string; figures: Figure[]; verdict: string; isOneVerdict: boolean; missed: string[] };

function readSide(files: string): Side {
  const runs = files.split(',').filter(Boolean).map(readRun);
  const verdicts = [...new Set(runs.map((run) => run.verdict))];
  return {
    name: runs.map((run) => basename(run.file)).join(', '),
    figures: figuresOf(pooled(runs.map((run) => run.interactions))),
    verdict: verdicts.length === 1 ? verdicts[0]! : `differing (${verdicts.join(', ')})`,
    isOneVerdict: verdicts.length === 1,
    missed: runs.flatMap((run) => run.missed.map((missed) => `${basename(run.file)}: ${missed}`)),
  };
}

function readRun(file: string): BenchRun {
  let json: { interactions?: InteractionFigures; verdict?: { missed: string[]; notJudged?: string } };
  try {
    json = JSON.parse(readFileSync(file, 'utf8')) as typeof json;
  } catch (error) {
    usageError(
      `${file}: ${error instanceof Error ? error.message : String(error)}; give copies of bench-results/bench.json.`,
    );
  }
  if (!json.interactions) usageError(`${file} has no interactions: run the bench with --interactions-only.`);
  const { verdict } = json;
  return {
    file,
    interactions: json.interactions,
    // Runs written before bench.json kept its verdict say so; their log has it.
    verdict: !verdict
      ? 'not recorded'
      : verdict.notJudged
        ? 'no verdict'
        : verdict.missed.length === 0
          ? 'every budget met'
          : 'budgets missed',
    missed: verdict?.missed ?? [],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const usage =
    'npx tsx scripts/bench/compare-runs.ts BASE.json[,BASE2.json ...] OTHER.json[,OTHER2.json ...] [MORE ...] [--band PERCENT]';
  const args = parseArguments(process.argv.slice(2), { options: ['--band'], maxPositionals: 20, usage });
  const bandText = args.options.get('--band')?.at(-1) ?? '15';
  if (!/^\d+(\.\d+)?$/.test(bandText)) usageError(`--band takes a percentage, e.g. --band 15. Usage: ${usage}`);
  const band = Number(bandText) / 100;
  if (args.positionals.length < 2) usageError(`Usage: ${usage}`);
  const [base, ...others] = args.positionals.map(readSide) as [Side, ...Side[]];
  const percent = (change: number) =>
    Number.isNaN(change) ? '–' : `${change >= 0 ? '+' : '−'}${Math.abs(Math.round(change * 100))}%`;
  const ms = (value: number) => (Number.isNaN(value) ? '–' : String(Math.round(value)));
  let isSamePhone = true;
  if (base.missed.length > 0) console.log(`${base.name} missed: ${base.missed.join('; ')}`);
  for (const other of others) {
    const comparisons = compareFigures(base.figures, other.figures, band);
    console.log(`\n${other.name} against ${base.name} (ms; judged within ±${bandText}%):`);
    console.log('| figure | base | other | change |\n|---|---|---|---|');
    for (const { name, base: baseMs, other: otherMs, change, isOutside } of comparisons)
      console.log(
        `| ${name} | ${ms(baseMs)} | ${ms(otherMs)} | ${percent(change)}${isOutside ? ' outside' : ''} |`,
      );
    const outside = comparisons.filter((comparison) => comparison.isOutside);
    // Runs of one side that disagree are no verdict to compare, however the other side reads.
    const isSameVerdict = base.isOneVerdict && other.isOneVerdict && other.verdict === base.verdict;
    console.log(
      `${outside.length === 0 ? 'Every judged figure within the band' : `${outside.length} judged figure(s) outside the band`}; ` +
        `verdicts: ${base.verdict} against ${other.verdict}${isSameVerdict ? '' : ' (different)'}.`,
    );
    if (other.missed.length > 0) console.log(`${other.name} missed: ${other.missed.join('; ')}`);
    if (outside.length > 0 || !isSameVerdict) isSamePhone = false;
  }
  process.exit(isSamePhone ? 0 : 1);
}
