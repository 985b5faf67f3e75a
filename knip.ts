import type { KnipConfig } from 'knip';

/**
 * Dead files, exports and dependencies fail `npm run lint` (issue 16). Entries knip cannot find by itself: the
 * server entry, which the prerender loads from the built file; and the scripts and the harness's commands, run by
 * path from package.json and from one another.
 */
const config: KnipConfig = {
  entry: ['src/entry-server.tsx', 'scripts/*/*.ts', 'harness/*/*.ts'],
  // The engine journeys' runner config (issue 33); knip's Playwright plugin reads only playwright.config.ts.
  playwright: { config: ['playwright.config.ts', 'playwright.visual.config.ts', 'playwright.engines.config.ts'] },
  project: [
    'src/**/*.{ts,tsx,css}',
    'scripts/**/*.ts',
    'harness/**/*.ts',
    'tests/**/*.{ts,tsx}',
    'visual/**/*.ts',
  ],
  // Read from node_modules by path: the font subsetter takes the font file, not a module.
  // Read from node_modules by path too: the Observatory's scan module, called directly (harness/hosts/observatory-scan.ts).
  ignoreDependencies: ['@fontsource-variable/inter', '@mdn/mdn-http-observatory'],
  // The browser installer runs Debian's package manager where it exists (harness/tools/ensure-browser.ts);
  // the Orca journeys run the desktop's own tools, installed by harness/tools/ensure-screen-reader.ts; the
  // bench makes a certificate for its HTTPS host with the system's openssl (scripts/bench/first-visit.ts); a failed
  // Orca step's report reads native stacks with gdb where it is installed (tests/screen-reader-orca/silence.ts).
  // iproute2's `ip` and `ss` make and read the HTTPS host's network namespace (harness/hosts/tls-host.ts, issue 56).
  // util-linux's `mount` and `umount` give the receiver's store a small tmpfs to fill and make read-only
  // (tests/unit/scripts/booking-receiver/durability.test.ts, issue 64).
  ignoreBinaries: ['gsettings', 'openssl', 'gdb', 'ip', 'ss', 'mount', 'umount'],
};

export default config;
