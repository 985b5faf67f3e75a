/**
 * `npm run build:booking-fixture`: the site built a second time with a booking endpoint, into dist-booking/, for the
 * end-to-end tests of sending appointment requests (tests/e2e/booking-endpoint.spec.ts). They post to the reference
 * receiver (scripts/booking-receiver/receiver.ts) on 127.0.0.1; dist/ stays the specification's build, with no endpoint.
 */
import { execFileSync } from 'node:child_process';
import { bookingFixture } from '../../tests/support/server';

const env = { ...process.env, BOOKING_ENDPOINT: bookingFixture.endpoint };
const run = (command: string, args: string[], extra: Record<string, string> = {}) =>
  execFileSync(command, args, { stdio: 'inherit', env: { ...env, ...extra } });

run('npx', ['vite', 'build', '--outDir', bookingFixture.distDir, '--emptyOutDir', '--logLevel', 'warn']);
run('npx', [
  'vite',
  'build',
  '--ssr',
  'src/entry-server.tsx',
  '--outDir',
  `${bookingFixture.distDir}-ssr`,
  '--logLevel',
  'warn',
]);
run('npx', ['tsx', 'scripts/build/prerender.ts'], {
  DIST_DIR: bookingFixture.distDir,
  SSR_DIR: `${bookingFixture.distDir}-ssr`,
});
