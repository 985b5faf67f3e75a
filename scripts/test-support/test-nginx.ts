/**
 * `npm run test:nginx`, part of `npm test`: the hosting tests (one address per page, headers, caching, compression,
 * unknown paths) against nginx serving dist/ with the generated config, and of the route sweep the full per-route
 * checks (hydration under nginx's headers and CSP, axe, focus, bytes) on two pages: the whole sweep again would add
 * six minutes for what the preview server's run already covers. Where nginx is not installed (`npm run nginx`
 * installs it on Debian as root) it says so in one line and passes, except in CI (`CI` set), which must run these.
 */
import { spawnSync } from 'node:child_process';
import { findNginx } from '../serve/serve-nginx';

if (!findNginx()) {
  const message = 'nginx: not installed, hosting tests against it skipped (Debian: apt-get install -y nginx).';
  if (process.env.CI) {
    console.error(`${message} CI must install it.`);
    process.exit(1);
  }
  console.log(message);
  process.exit(0);
}
const result = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '-c',
    'playwright.config.ts',
    'tests/e2e/addresses.spec.ts',
    'tests/e2e/hosting.spec.ts',
    'tests/e2e/route-sweep.spec.ts',
    // Playwright matches the file name too: every hosting and address test, and two routes of the sweep's. Not the
    // walk through every route without JavaScript: the preview server's run has it, and the hosting tests ask nginx
    // for every page (issue 40: a check runs once per engine).
    '--grep',
    'addresses\\.spec|hosting\\.spec|route /: |route /contact: ',
  ],
  { stdio: 'inherit', env: { ...process.env, SERVER: 'nginx' } },
);
process.exit(result.status ?? 1);
