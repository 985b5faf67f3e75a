/**
 * `npm run build:booking-fixture`: the site built again with a booking endpoint, for the end-to-end tests of sending
 * appointment requests; dist/ stays the specification's build, with no endpoint. Two variants, built side by side
 * (each build leaves the processor idle part of the time: the prerender and Vite's start-up are one thread):
 *
 * - dist-booking/, posting across origins to the reference receiver (scripts/booking-receiver/receiver.ts) on
 *   127.0.0.1 (tests/e2e/booking-endpoint.spec.ts);
 * - dist-booking-tls/, posting to its own host, `https://clinic.test/appointments`, which nginx proxies to the
 *   receiver: what the run's HTTPS host serves (harness/hosts/tls-host.ts, tests/e2e/tls.spec.ts).
 */
import { spawn } from 'node:child_process';
import { bookingFixture, tlsHost } from './servers';

/** One command with BOOKING_ENDPOINT set; its output prefixed with the variant's folder, so the two can be told apart. */
function run(distDir: string, endpoint: string, args: string[], extra: Record<string, string> = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn('npx', args, {
      env: { ...process.env, BOOKING_ENDPOINT: endpoint, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const say = (stream: NodeJS.WriteStream) => (chunk: Buffer) =>
      stream.write(
        chunk
          .toString()
          .split(/(?<=\n)/)
          .map((line) => `${distDir}: ${line}`)
          .join(''),
      );
    child.stdout.on('data', say(process.stdout));
    child.stderr.on('data', say(process.stderr));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${distDir}: npx ${args.join(' ')} ended with status ${code}`)),
    );
  });
}

async function build(distDir: string, endpoint: string) {
  await run(distDir, endpoint, ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn']);
  await run(distDir, endpoint, [
    ...['vite', 'build', '--ssr', 'src/entry-server.tsx'],
    ...['--outDir', `${distDir}-ssr`, '--logLevel', 'warn'],
  ]);
  await run(distDir, endpoint, ['tsx', 'scripts/build/prerender.ts'], {
    DIST_DIR: distDir,
    SSR_DIR: `${distDir}-ssr`,
  });
}

const results = await Promise.allSettled([
  build(bookingFixture.distDir, bookingFixture.endpoint),
  build(tlsHost.distDir, tlsHost.bookingEndpoint),
]);
for (const result of results) if (result.status === 'rejected') console.error((result.reason as Error).message);
if (results.some((result) => result.status === 'rejected')) process.exit(1);
