/**
 * What the run's own HTTPS host (harness/hosts/tls-host.ts) needs: root for network namespaces, nginx,
 * openssl, iproute2's `ip` and `ss`, and testssl.sh. `npm run nginx` installs Debian's packages for them as root.
 */
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { findNginx } from '../../scripts/serve/serve-nginx';

/** Debian's packages the HTTPS host needs beside nginx. */
export const tlsHostPackages = ['openssl', 'iproute2', 'testssl.sh'];

const onPath = (name: string) =>
  (process.env.PATH ?? '').split(delimiter).some((directory) => directory && existsSync(join(directory, name)));

/**
 * Whether this process may make network namespaces: `ip netns add` needs CAP_SYS_ADMIN, read from its effective set
 * (a container without it refuses). Read, not tried: every process that loads the test config asks (the runner and
 * each worker, which must agree on the projects), and trying made and deleted a namespace in each.
 */
function canMakeNetworkNamespaces(): boolean {
  try {
    const effective = /^CapEff:\s*([0-9a-f]+)$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    const capSysAdmin = 21n;
    return effective !== undefined && ((BigInt(`0x${effective}`) >> capSysAdmin) & 1n) === 1n;
  } catch {
    return false;
  }
}

/** Why the HTTPS host cannot run here, or undefined when it can. */
export function missingForTlsHost(): string | undefined {
  if (process.platform !== 'linux') return `network namespaces are Linux's, not ${process.platform}'s`;
  if (process.getuid?.() !== 0) return 'network namespaces need root';
  const missing = [
    ...(findNginx() ? [] : ['nginx']),
    ...['openssl', 'ip', 'ss', 'testssl'].filter((tool) => !onPath(tool)),
  ];
  if (missing.length > 0) return `no ${missing.join(', ')}`;
  if (!canMakeNetworkNamespaces()) return 'no network namespaces here (no CAP_SYS_ADMIN)';
  return undefined;
}
