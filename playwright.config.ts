import { defineConfig } from '@playwright/test';
import { findNginx } from './scripts/serve/serve-nginx';
import { launchOptions } from './tests/support/browser';
import { workersPerCore } from './tests/support/workers';
import { baseURL, bookingFixtureServers, nginxBaseURL, nginxServer, webServer } from './tests/support/server';

/** The hosting checks, run against the preview server and again against nginx. */
const hostingSpecs = ['addresses.spec.ts', 'hosting.spec.ts'];

// nginx, where it is installed (`npm run nginx` installs it on Debian as root): a project of this run rather than a
// Playwright run of its own, whose start-up cost 11 s of each `npm test`. CI must have it, so under CI the project
// is always there and its server, missing nginx, fails the run with what to install. Not a throw here: other tools
// load this file too (knip, in `npm run lint`, which `npm test` runs while `npm run tools` is still installing nginx
// on a fresh machine). Elsewhere one line says what was skipped; the config is loaded again in every worker, so the
// line is printed once, by the runner.
const withNginx = !!findNginx() || !!process.env.CI;
if (!withNginx && !process.env.NGINX_SKIP_SAID) {
  console.log('nginx: not installed, hosting tests against it skipped (Debian: apt-get install -y nginx).');
  process.env.NGINX_SKIP_SAID = '1';
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: workersPerCore(1),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { baseURL, launchOptions: launchOptions(), trace: 'off', screenshot: 'off' },
  projects: [
    { name: 'preview' },
    // What the host sends, and pages that start under its headers and CSP, as a clinic's nginx serves dist/.
    ...(withNginx ? [{ name: 'nginx', testMatch: hostingSpecs, use: { baseURL: nginxBaseURL } }] : []),
  ],
  webServer: [webServer, ...bookingFixtureServers, ...(withNginx ? [nginxServer] : [])],
});
