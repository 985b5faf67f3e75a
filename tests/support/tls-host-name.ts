import dns from 'node:dns';
import { tlsHost } from '../../harness/hosts/servers';

/**
 * The run's HTTPS host by its name for this worker's own requests (Playwright's `request`, which resolves through
 * `dns.promises.lookup`), as `--host-resolver-rules` maps it for Chromium (playwright.config.ts). No resolver knows the
 * name, and nginx there refuses a handshake without it (`ssl_reject_handshake`, issue 64): by its address the host
 * is unreachable, as a clinic's is. Every other name still goes to the system's resolver.
 */
export function resolveTlsHostName(): void {
  const systemLookup = dns.promises.lookup;
  const { name, address } = tlsHost;
  dns.promises.lookup = ((hostname: string, options?: dns.LookupOptions) =>
    hostname.toLowerCase() === name
      ? Promise.resolve(options?.all ? [{ address, family: 4 }] : { address, family: 4 })
      : systemLookup(hostname, options ?? {})) as typeof dns.promises.lookup;
}
