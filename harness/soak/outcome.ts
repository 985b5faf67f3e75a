import { stripVTControlCharacters } from 'node:util';

export type Status = 'passed' | 'failed' | 'skipped';

/** One test in one run. `name` is the test wherever it runs: `[project] file › describe › title`. */
export type Outcome = { name: string; status: Status; durationMs: number; error?: string };

/** What one run's report says: its tests, and what went wrong outside them (no web server, a file that did not load). */
export type Run = { outcomes: Outcome[]; problems: string[] };

/** The first line that says something, without colours: the runners colour expect's messages even into a file. */
export function firstLine(text: string | undefined): string | undefined {
  const line = stripVTControlCharacters(text ?? '')
    .split('\n')
    .map((part) => part.trim())
    .find((part) => part !== '');
  return line && line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
