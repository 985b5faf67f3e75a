/**
 * Debian's packages for what the tests need, installed the same way by each `ensure-*` script: as root with apt-get,
 * asking Debian for the package lists only when this machine has none from the last six hours (a fresh machine has
 * none; three scripts in one `npm test` ask once).
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const lists = '/var/lib/apt/lists';

/** Whether this process may install Debian's packages here: root, with apt-get. */
export const canInstallWithApt =
  typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');

function hasFreshLists(): boolean {
  if (!existsSync(lists)) return false;
  const newest = Math.max(
    0,
    ...readdirSync(lists)
      .filter((name) => name.endsWith('_Packages') || name.endsWith('_Packages.lz4'))
      .map((name) => statSync(join(lists, name)).mtimeMs),
  );
  return Date.now() - newest < 6 * 60 * 60 * 1000;
}

/** Installs `packages` with apt-get, its output shown. Recommended packages too unless told otherwise. */
export function aptInstall(packages: string[], { recommends = true } = {}): void {
  const update = hasFreshLists() ? '' : 'apt-get update -qq && ';
  const noRecommends = recommends ? '' : ' --no-install-recommends';
  execSync(`${update}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq${noRecommends} ${packages.join(' ')}`, {
    stdio: 'inherit',
  });
}
