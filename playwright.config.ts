import { defineConfig } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findNginx } from './scripts/serve/serve-nginx';
import { missingForTlsHost } from './harness/hosts/tls-tools';
import { launchOptions } from './harness/tools/browsers';
import { sayMissingTool } from './harness/tools/tool-notice';
import { workersPerCore } from './harness/tools/workers';
import {
  baseURL,
  bookingFixtureServers,
  nginxBaseURL,
  nginxServer,
  tlsHost,
  tlsHostServer,
  webServer,
} from './harness/hosts/servers';

/** The hosting checks, run against the preview server and again against nginx. */
const hostingSpecs = ['addresses.spec.ts', 'hosting.spec.ts'];

// nginx, where it is installed (`npm run nginx` installs it on Debian as root): a project of this run rather than a
// Playwright run of its own, whose start-up cost 11 s of each `npm test`. CI must have it, so under CI the project
// is always there and its server, missing nginx, fails the run with what to install. Not a throw here: other tools
// load this file too (knip, in `npm run lint`, which `npm test` runs while `npm run tools` is still installing nginx
// on a fresh machine).
const withNginx = !!findNginx() || !!process.env.CI;

// The run's own HTTPS host (issue 56): where it can run (root, nginx, openssl, iproute2, testssl.sh, network
// namespaces), and always in CI, which must fail loudly without it. The runner and every worker load this file and
// must see the same projects: each reads the machine the same way, with no side effect.
const tlsHostMissing = process.env.CI ? undefined : missingForTlsHost();
const withTls = !tlsHostMissing;

// What was skipped, said once, by the runner (sayMissingTool is silent in a worker).
if (!withNginx)
  sayMissingTool('nginx', 'not installed', 'hosting tests against it (Debian: apt-get install -y nginx)');
if (tlsHostMissing)
  sayMissingTool('HTTPS host', tlsHostMissing, 'its tests (npm run nginx installs what it needs as root)');
// The run's CA, for the requests the tests make from Node (the hosting checks' `request`): Node reads this file once,
// as a process starts, and the workers start once the web servers are up, the HTTPS host's CA made (the servers
// themselves are told '' in harness/hosts/servers.ts). So the certificate chain is verified as a visitor's would be,
// not ignored.
if (withTls) process.env.NODE_EXTRA_CA_CERTS = join(tlsHost.trustDir, 'ca.pem');
/** In a worker, the certificate the run made: Chromium trusts its key for this launch only, no store touched. */
function tlsLaunchOptions() {
  const base = launchOptions();
  let spki = '';
  try {
    spki = readFileSync(join(tlsHost.trustDir, 'spki'), 'utf8').trim();
  } catch {
    // The runner loads this before the host has made it; only workers launch browsers.
  }
  return {
    ...base,
    args: [
      ...base.args,
      `--ignore-certificate-errors-spki-list=${spki}`,
      `--host-resolver-rules=MAP ${tlsHost.name} ${tlsHost.address}`,
    ],
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  // Three workers on two cores: with one a core the processor was idle half the run (101 s of processor in 208 s
  // on 2 cores), the tests waiting on held responses, the page's idle moments and the HTTPS host's scanners. With
  // three: the same processor time in 168 s, and no test that counts on a quiet machine (issue 63).
  workers: workersPerCore(1.5),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { baseURL, launchOptions: launchOptions(), trace: 'off', screenshot: 'off' },
  projects: [
    { name: 'preview', testIgnore: 'tls.spec.ts' },
    // What the host sends, and pages that start under its headers and CSP, as a clinic's nginx serves dist/.
    ...(withNginx ? [{ name: 'nginx', testMatch: hostingSpecs, use: { baseURL: nginxBaseURL } }] : []),
    // The same over HTTPS, from the generated configuration with a certificate, and the scanners' verdicts on it.
    ...(withTls
      ? [
          {
            name: 'tls',
            testMatch: [...hostingSpecs, 'tls.spec.ts'],
            use: {
              // By name, as a visitor reaches it: nginx there refuses any other (issue 64).
              baseURL: `https://${tlsHost.name}`,
              launchOptions: tlsLaunchOptions(),
            },
          },
        ]
      : []),
  ],
  webServer: [
    webServer,
    ...bookingFixtureServers,
    ...(withNginx ? [nginxServer] : []),
    ...(withTls ? [tlsHostServer] : []),
  ],
});
