import { existsSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { CommandRunner } from './runner';
import { suiteCommands, type SuiteName } from './suites';

/**
 * Builds what the suites serve and is not built yet, before the hogs start (they would only slow the build): dist/
 * for all, dist-booking/ and dist-booking-tls/ (build:booking-fixture) for the Playwright suites' second server and
 * HTTPS host. Returns the failed build's status, or 0.
 */
export async function buildWhatIsMissing(
  suites: readonly SuiteName[],
  folder: string,
  runner: CommandRunner,
  isInterrupted: () => boolean,
): Promise<number> {
  const needsBooking = suites.some((suite) => suiteCommands[suite].runner === 'playwright');
  const builds = existsSync('dist/index.html')
    ? needsBooking && !['dist-booking', 'dist-booking-tls'].every((built) => existsSync(`${built}/index.html`))
      ? ['build:booking-fixture']
      : []
    : ['build:site', ...(needsBooking ? ['build:booking-fixture'] : [])];
  if (builds.length === 0)
    console.log(
      `soak: reusing the existing build (dist/${needsBooking ? ' and dist-booking/' : ''}, ${statSync('dist/index.html').mtime.toLocaleString()}); delete dist/ to rebuild.`,
    );
  for (const script of builds) {
    const log = join(folder, `${script.replace(':', '-')}.log`);
    console.log(`soak: npm run ${script} (output in ${basename(log)})…`);
    const status = await runner.run('npm', ['run', script], log);
    if (isInterrupted()) return status || 1;
    if (status !== 0) {
      console.error(`soak: npm run ${script} failed with status ${status}; its output is in ${log}`);
      return status;
    }
  }
  return 0;
}
