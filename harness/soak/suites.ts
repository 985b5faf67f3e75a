import { readFileSync } from 'node:fs';
import type { Run } from './outcome';
import { parsePlaywrightReport, type PlaywrightReport } from './playwright-report';
import { parseVitestReport, type VitestReport } from './vitest-report';

export const suiteNames = ['engines', 'early-taps', 'orca'] as const;
export type SuiteName = (typeof suiteNames)[number];

/** How each suite runs: its command after `npx`, as package.json's scripts run it, and which report it writes. */
export const suiteCommands: Record<SuiteName, { runner: 'playwright' | 'vitest'; args: string[] }> = {
  engines: { runner: 'playwright', args: ['playwright', 'test', '-c', 'playwright.engines.config.ts'] },
  'early-taps': {
    runner: 'playwright',
    args: ['playwright', 'test', '-c', 'playwright.config.ts', 'tests/e2e/early-taps.spec.ts'],
  },
  orca: { runner: 'vitest', args: ['vitest', 'run', '-c', 'tests/screen-reader-orca/vitest.config.ts'] },
};

/** The arguments after `npx` for one run of `suite`, writing its log's siblings under `base` and its report. */
export function suiteArguments(suite: SuiteName, base: string, report: string, grep?: string): string[] {
  const { runner, args } = suiteCommands[suite];
  return runner === 'playwright'
    ? [
        ...args,
        '--reporter=list,json',
        // An output folder of its own: a run into test-results/ would empty that of a run beside it.
        '--output',
        `${base}-results`,
        ...(grep === undefined ? [] : ['--grep', grep, '--pass-with-no-tests']),
      ]
    : [
        ...args,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
        ...(grep === undefined ? [] : ['-t', grep, '--passWithNoTests']),
      ];
}

/** What the run's report says, or a problem when it wrote none. */
export function readRun(suite: SuiteName, report: string, status: number, grep?: RegExp): Run {
  try {
    const json: unknown = JSON.parse(readFileSync(report, 'utf8'));
    return suiteCommands[suite].runner === 'playwright'
      ? parsePlaywrightReport(json as PlaywrightReport, process.cwd())
      : parseVitestReport(json as VitestReport, process.cwd(), grep);
  } catch {
    return { outcomes: [], problems: [`no report from the runner (status ${status})`] };
  }
}
