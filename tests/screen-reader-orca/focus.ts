/**
 * Where focus is, as the browser tells AT-SPI (where-focus-is.py): what Orca reads, asked directly. For a step where
 * Orca may say nothing for a reason of its own, and for a failed step's report (silence.ts).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Desktop } from '../../harness/desktop/desktop';

export type Focused = { role: string; name: string; states: string[] };
export type ApplicationFocus = { application: string | number; ms: number; focused?: Focused[]; error?: string };

/** Each application on the desktop's AT-SPI bus, with what is focused in its active window. */
export function focusOnDesktop(desktop: Desktop): { applications: ApplicationFocus[]; problem: string } {
  const probe = spawnSync('/usr/bin/python3', [fileURLToPath(new URL('where-focus-is.py', import.meta.url))], {
    env: desktop.env,
    encoding: 'utf8',
    timeout: 20_000,
  });
  const applications = probe.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ApplicationFocus);
  return { applications, problem: `${probe.stderr ?? ''}${probe.error ? String(probe.error) : ''}`.trim() };
}

/** What the application named `application` (e.g. Chromium) reports as focused: its first focused object. */
export function focusIn(desktop: Desktop, application: string): Focused | undefined {
  return focusOnDesktop(desktop).applications.find((each) => each.application === application)?.focused?.[0];
}
