/**
 * Two or more runs of `npm run bench -- --interactions-only`, figure by figure (issue 65): the proof that the bench's
 * phone is the same phone on a busier machine is the same build benched idle and again beside a busy loop, each
 * route's ready − paint median and each felt median within 15% of the other run's, and the same verdict.
 *
 *   npx tsx scripts/bench/compare-runs.ts idle.json loaded.json [more.json ...] [--band 15]
 *
 * Each file is a copy of bench-results/bench.json; every run after the first is compared with the first. Event
 * Timing is printed but not judged: browsers round its durations to 8 ms, so 24 against 32 ms is one step of the
 * clock, not a different phone. Exit status 1 when a judged figure is outside the band or the verdicts differ.
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

type BenchRun = { file: string; figures: Figure[]; verdict: string; missed: string[] };

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
    figures: figuresOf(json.interactions),
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
  const usage = 'npx tsx scripts/bench/compare-runs.ts BASE.json OTHER.json [MORE.json ...] [--band PERCENT]';
  const args = parseArguments(process.argv.slice(2), { options: ['--band'], maxPositionals: 20, usage });
  const bandText = args.options.get('--band')?.at(-1) ?? '15';
  if (!/^\d+(\.\d+)?$/.test(bandText)) usageError(`--band takes a percentage, e.g. --band 15. Usage: ${usage}`);
  const band = Number(bandText) / 100;
  if (args.positionals.length < 2) usageError(`Usage: ${usage}`);
  const [base, ...others] = args.positionals.map(readRun) as [BenchRun, ...BenchRun[]];
  const percent = (change: number) =>
    Number.isNaN(change) ? '–' : `${change >= 0 ? '+' : '−'}${Math.abs(Math.round(change * 100))}%`;
  const ms = (value: number) => (Number.isNaN(value) ? '–' : String(Math.round(value)));
  let isSamePhone = true;
  if (base.missed.length > 0) console.log(`${basename(base.file)} missed: ${base.missed.join('; ')}`);
  for (const other of others) {
    const comparisons = compareFigures(base.figures, other.figures, band);
    console.log(`\n${basename(other.file)} against ${basename(base.file)} (ms; judged within ±${bandText}%):`);
    console.log('| figure | base | other | change |\n|---|---|---|---|');
    for (const { name, base: baseMs, other: otherMs, change, isOutside } of comparisons)
      console.log(
        `| ${name} | ${ms(baseMs)} | ${ms(otherMs)} | ${percent(change)}${isOutside ? ' outside' : ''} |`,
      );
    const outside = comparisons.filter((comparison) => comparison.isOutside);
    const isSameVerdict = other.verdict === base.verdict;
    console.log(
      `${outside.length === 0 ? 'Every judged figure within the band' : `${outside.length} judged figure(s) outside the band`}; ` +
        `verdicts: ${base.verdict} against ${other.verdict}${isSameVerdict ? '' : ' (different)'}.`,
    );
    if (other.missed.length > 0) console.log(`${basename(other.file)} missed: ${other.missed.join('; ')}`);
    if (outside.length > 0 || !isSameVerdict) isSamePhone = false;
  }
  process.exit(isSamePhone ? 0 : 1);
}
