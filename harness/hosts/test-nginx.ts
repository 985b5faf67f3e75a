/**
 * `npm run test:nginx`: the hosting tests (one address per page, headers, caching, compression, unknown paths, pages
 * that start and open the booking form under nginx's headers and CSP) against nginx serving dist/ with the generated
 * config: the `nginx` project of the end-to-end run (playwright.config.ts), which `npm test` runs with the rest, run
 * alone. Axe, focus and bytes see the same files from either host: the route sweep checks them once, against the
 * preview server. Where nginx is not installed (`npm run nginx` installs it on Debian as root) it says so in one line
 * and passes, except in CI (`CI` set), which must run these.
 */
import { spawnSync } from 'node:child_process';
import { findNginx } from '../../scripts/serve/serve-nginx';

if (!findNginx()) {
  const message = 'nginx: not installed, hosting tests against it skipped (Debian: apt-get install -y nginx).';
  if (process.env.CI) {
    console.error(`${message} CI must install it.`);
    process.exit(1);
  }
  console.log(message);
  process.exit(0);
}
const result = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.config.ts', '--project', 'nginx'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
