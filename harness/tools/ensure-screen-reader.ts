/**
 * Makes sure the tools of the Orca journeys (tests/screen-reader-orca/, issue 34) exist: Xvfb, D-Bus, the AT-SPI
 * bus, Openbox, xdotool, Orca and Firefox ESR. On Debian as root it installs the missing packages; elsewhere it
 * prints the command to run. Off Linux there is nothing to install: the journeys skip themselves there.
 */
import { desktopTools, missingDesktopTools } from '../desktop/tools';
import { aptInstall, canInstallWithApt } from './apt';

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
if (canInstallWithApt) {
  console.log(`Orca’s journeys lack ${missing.join(', ')}: installing ${packages.join(', ')}…`);
  aptInstall(packages, { recommends: false });
  const stillMissing = missingDesktopTools();
  if (stillMissing.length === 0) process.exit(0);
  console.error(`Still missing after the install: ${stillMissing.join(', ')}`);
  process.exit(1);
}
// Where nothing can be installed the journeys skip themselves with one line (tests/screen-reader-orca/); CI must run
// them.
const command = `sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`;
if (process.env.CI) {
  console.error(`Orca’s journeys lack ${missing.join(', ')}; CI runs them: ${command}`);
  process.exit(1);
}
console.log(`Orca’s journeys will be skipped: no ${missing.join(', ')} here (Debian/Ubuntu: \`${command}\`).`);
