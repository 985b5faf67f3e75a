/**
 * Makes sure a Chromium exists for Playwright and Lighthouse. Playwright cannot download its own browser on
 * machines without internet, so on Debian as root this installs Debian's `chromium`; elsewhere it prints the
 * one command to run. `CHROMIUM_PATH` overrides the search.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from '../../tests/support/browser';

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('No Chromium found: installing Debian’s chromium package…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  const installed = findChromium();
  if (installed) {
    console.log(`Chromium: ${installed}`);
    process.exit(0);
  }
}
console.error(
  'No Chromium found. Install one with `sudo apt-get install -y chromium` (Debian/Ubuntu) or ' +
    '`npx playwright install chromium`, or point CHROMIUM_PATH at a Chromium binary.',
);
process.exit(1);
