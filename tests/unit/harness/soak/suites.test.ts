// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { suiteArguments } from '../../../../harness/soak/suites';

/** Each runner gets its own report and output folder, and --grep in its own words. */
describe('soak suites', () => {
  it('gives Playwright a JSON reporter, an output folder of the run and --grep', () => {
    expect(suiteArguments('engines', '/tmp/s/round-1-engines', '/tmp/s/round-1-engines.json', 'contact')).toEqual([
      'playwright',
      'test',
      '-c',
      'playwright.engines.config.ts',
      '--reporter=list,json',
      '--output',
      '/tmp/s/round-1-engines-results',
      '--grep',
      'contact',
      '--pass-with-no-tests',
    ]);
  });

  it('gives Vitest its JSON report file and -t', () => {
    expect(suiteArguments('orca', '/tmp/s/round-2-orca', '/tmp/s/round-2-orca.json')).toEqual([
      'vitest',
      'run',
      '-c',
      'tests/screen-reader-orca/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=/tmp/s/round-2-orca.json',
    ]);
    expect(suiteArguments('orca', '/b', '/b.json', 'menu').slice(-3)).toEqual(['-t', 'menu', '--passWithNoTests']);
  });
});
