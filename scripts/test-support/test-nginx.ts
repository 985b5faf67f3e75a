/**
 * `npm run test:nginx`, part of `npm test`: the hosting tests (one address per page, headers, caching, compression,
 * unknown paths, pages that start and open the booking form under nginx's headers and CSP) against nginx serving
 * dist/ with the generated config. Axe, focus and bytes see the same files from either host: the route sweep checks
 * them once, against the preview server (the sweep of two routes here took 21 s of each run until issue 40). Where
 * nginx is not installed (`npm run nginx` installs it on Debian as root) it says so in one line and passes, except in
 * CI (`CI` set), which must run these.
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
  ['playwright', 'test', '-c', 'playwright.config.ts', 'tests/e2e/addresses.spec.ts', 'tests/e2e/hosting.spec.ts'],
  { stdio: 'inherit', env: { ...process.env, SERVER: 'nginx' } },
);
process.exit(result.status ?? 1);
