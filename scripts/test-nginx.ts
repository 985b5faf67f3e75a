/**
 * `npm run test:nginx`, part of `npm test`: the hosting tests (one address per page, headers, caching, compression,
 * unknown paths) against nginx serving dist/ with the generated config. Where nginx is not installed it says so in
 * one line and passes, except in CI (`CI` set), which installs nginx (.ci/run) and must run these.
 */
import { spawnSync } from 'node:child_process';
import { findNginx } from './serve-nginx';

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
