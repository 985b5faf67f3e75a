import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the tests reach the built site: the preview server (scripts/serve/serve.ts), started by Playwright's
 * webServer; and for the hosting checks also nginx with the generated config (scripts/serve/serve-nginx.ts), the
 * `nginx` project of playwright.config.ts.
 */
const testPort = Number(process.env.TEST_PORT ?? 4180);
export const baseURL = `http://127.0.0.1:${testPort}`;
export const webServer = {
  command: 'tsx scripts/serve/serve.ts',
  url: `${baseURL}/`,
  reuseExistingServer: !process.env.CI,
  env: { PORT: String(testPort) },
  timeout: 60_000,
};

const nginxPort = Number(process.env.TEST_NGINX_PORT ?? 4181);
export const nginxBaseURL = `http://127.0.0.1:${nginxPort}`;
export const nginxServer = {
  command: 'tsx scripts/serve/serve-nginx.ts',
  url: `${nginxBaseURL}/`,
  reuseExistingServer: !process.env.CI,
  env: { PORT: String(nginxPort) },
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
