import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the tests reach the built site: one server started by Playwright's webServer. By default the preview server
 * (scripts/serve/serve.ts); with SERVER=nginx, nginx with the generated config (scripts/serve/serve-nginx.ts, `npm run test:nginx`).
 */
const useNginx = process.env.SERVER === 'nginx';
export const serverName = useNginx ? 'nginx' : 'preview';
const testPort = Number(process.env.TEST_PORT ?? (useNginx ? 4181 : 4180));
export const baseURL = `http://127.0.0.1:${testPort}`;
export const webServer = {
  command: useNginx ? 'tsx scripts/serve/serve-nginx.ts' : 'tsx scripts/serve/serve.ts',
  url: `${baseURL}/`,
  reuseExistingServer: !process.env.CI,
  env: { PORT: String(testPort) },
  timeout: 60_000,
};

/**
 * The site built with a booking endpoint (scripts/test-support/build-booking-fixture.ts) and the reference receiver it posts to
 * (scripts/booking-receiver/receiver.ts, with its test controls), for tests/e2e/booking-endpoint.spec.ts.
 */
export const bookingFixture = {
  distDir: 'dist-booking',
  siteURL: 'http://127.0.0.1:4182',
  receiverURL: 'http://127.0.0.1:4190',
  endpoint: 'http://127.0.0.1:4190/appointments',
  /** Outside test-results/, which Playwright empties at the start of a run while the receiver may be writing. */
  bookingsFile: join(tmpdir(), 'pearlcrest-e2e-bookings.jsonl'),
};

export const bookingFixtureServers = [
  {
    command: `tsx scripts/serve/serve.ts ${bookingFixture.distDir}`,
    url: `${bookingFixture.siteURL}/`,
    reuseExistingServer: !process.env.CI,
    env: { PORT: '4182' },
    timeout: 60_000,
  },
  {
    command: 'tsx scripts/booking-receiver/receiver.ts',
    url: `${bookingFixture.receiverURL}/__stored`,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: '4190',
      BOOKINGS_FILE: bookingFixture.bookingsFile,
      ALLOWED_ORIGIN: bookingFixture.siteURL,
      RECEIVER_TEST_CONTROLS: '1',
    },
    timeout: 60_000,
  },
];
