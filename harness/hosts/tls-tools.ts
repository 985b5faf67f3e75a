/**
 * What the run's own HTTPS host (harness/hosts/tls-host.ts) needs: root for network namespaces, nginx,
 * openssl, iproute2's `ip` and `ss`, and testssl.sh. `npm run nginx` installs Debian's packages for them as root.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { findNginx } from '../../scripts/serve/serve-nginx';

/** Debian's packages the HTTPS host needs beside nginx. */
export const tlsHostPackages = ['openssl', 'iproute2', 'testssl.sh'];

const onPath = (name: string) =>
  (process.env.PATH ?? '').split(delimiter).some((directory) => directory && existsSync(join(directory, name)));

/** Why the HTTPS host cannot run here, or undefined when it can (a network namespace is made and deleted to see). */
export function missingForTlsHost(): string | undefined {
  if (process.platform !== 'linux') return `network namespaces are Linux's, not ${process.platform}'s`;
  if (process.getuid?.() !== 0) return 'network namespaces need root';
  const missing = [
    ...(findNginx() ? [] : ['nginx']),
    ...['openssl', 'ip', 'ss', 'testssl'].filter((tool) => !onPath(tool)),
  ];
  if (missing.length > 0) return `no ${missing.join(', ')}`;
  const probe = `clinic-tls-probe-${process.pid}`;
  try {
    execFileSync('ip', ['netns', 'add', probe], { stdio: 'ignore' });
    execFileSync('ip', ['netns', 'del', probe], { stdio: 'ignore' });
    return undefined;
  } catch {
    return 'no network namespaces here (ip netns add failed)';
  }
}
