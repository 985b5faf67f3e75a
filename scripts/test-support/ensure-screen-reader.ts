/**
 * Makes sure the tools of the Orca journeys (tests/screen-reader-orca/, issue 34) exist: Xvfb, D-Bus, the AT-SPI
 * bus, Openbox, xdotool, Orca and Firefox ESR. On Debian as root it installs the missing packages; elsewhere it
 * prints the command to run. Off Linux there is nothing to install: the journeys skip themselves there.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { desktopTools, missingDesktopTools } from '../../tests/screen-reader-orca/desktop';

if (process.platform !== 'linux') {
  console.log('Orca’s journeys run on Linux only; nothing to install here.');
  process.exit(0);
}
const missing = missingDesktopTools();
if (missing.length === 0) {
  console.log('Orca’s journeys: every tool is installed.');
  process.exit(0);
}
const packages = [...new Set(missing.map((tool) => desktopTools[tool as keyof typeof desktopTools]))];
const command = `apt-get install -y --no-install-recommends ${packages.join(' ')}`;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`Orca’s journeys lack ${missing.join(', ')}: installing ${packages.join(', ')}…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${command} -qq`, { stdio: 'inherit' });
  const stillMissing = missingDesktopTools();
  if (stillMissing.length === 0) process.exit(0);
  console.error(`Still missing after the install: ${stillMissing.join(', ')}`);
  process.exit(1);
}
console.error(
  `Orca’s journeys lack ${missing.join(', ')}. Install them with \`sudo ${command}\` (Debian/Ubuntu).`,
);
process.exit(1);
