import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOKING_PATH } from '../../scripts/booking-receiver/receiver';

/**
 * Where the tests reach the built site: the preview server (scripts/serve/serve.ts), started by Playwright's
 * webServer; and for the hosting checks also nginx with the generated config (scripts/serve/serve-nginx.ts), the
 * `nginx` project of playwright.config.ts.
 */
/** A server Playwright starts for the run (or, outside CI, finds already running) on 127.0.0.1:`port`. */
function startedServer(command: string, port: number, readyPath = '/', env: Record<string, string> = {}) {
  return {
    command,
    url: `http://127.0.0.1:${port}${readyPath}`,
    reuseExistingServer: !process.env.CI,
    // The run's CA is for the test workers (playwright.config.ts); the servers start before it exists, and Node would
    // warn that it could not read it.
    env: { PORT: String(port), NODE_EXTRA_CA_CERTS: '', ...env },
    timeout: 60_000,
  };
}

const testPort = Number(process.env.TEST_PORT ?? 4180);
export const baseURL = `http://127.0.0.1:${testPort}`;
export const webServer = startedServer('tsx scripts/serve/serve.ts', testPort);

const nginxPort = Number(process.env.TEST_NGINX_PORT ?? 4181);
export const nginxBaseURL = `http://127.0.0.1:${nginxPort}`;
export const nginxServer = startedServer('tsx scripts/serve/serve-nginx.ts', nginxPort);

/** The booking fixture's two ports, each written once: its URLs and its servers read them. */
const bookingSitePort = 4182;
const receiverPort = 4190;

/**
 * The site built with a booking endpoint (harness/hosts/build-booking-fixture.ts) and the reference receiver it posts to
 * (scripts/booking-receiver/receiver.ts, with its test controls), for tests/e2e/booking-endpoint.spec.ts.
 */
export const bookingFixture = {
  distDir: 'dist-booking',
  siteURL: `http://127.0.0.1:${bookingSitePort}`,
  receiverURL: `http://127.0.0.1:${receiverPort}`,
  endpoint: `http://127.0.0.1:${receiverPort}/appointments`,
  /** Outside test-results/, which Playwright empties at the start of a run while the receiver may be writing. */
  bookingsStore: join(tmpdir(), 'pearlcrest-e2e-bookings.db'),
};

export const bookingFixtureServers = [
  startedServer(`tsx scripts/serve/serve.ts ${bookingFixture.distDir}`, bookingSitePort),
  startedServer('tsx scripts/booking-receiver/receiver.ts', receiverPort, '/__stored', {
    BOOKINGS_DB: bookingFixture.bookingsStore,
    ALLOWED_ORIGIN: bookingFixture.siteURL,
    RECEIVER_TEST_CONTROLS: '1',
  }),
];

/**
 * The run's own HTTPS host (issue 56, harness/hosts/tls-host.ts): nginx on ports 80 and 443 in a network
 * namespace of the run's own, reached from here at `address` over a veth pair, with a control server on 127.0.0.1.
 * `trustDir` holds the run's CA and the certificate's key hash for the run's clients while it runs. It serves the site
 * as a clinic would deploy it with the receiver behind the same nginx: built with the endpoint on its own host
 * (`distDir`, harness/hosts/build-booking-fixture.ts).
 */
const tlsControlPort = Number(process.env.TEST_TLS_PORT ?? 4183);
const tlsHostName = 'clinic.test';
export const tlsHost = {
  name: tlsHostName,
  /** Benchmarking range (RFC 2544), never routed: the namespace's end of the veth pair. */
  address: `198.18.${tlsControlPort % 250}.2`,
  /**
   * More client addresses on this machine's end (the browser's is .1): nginx limits appointment requests per address
   * (issue 64), and a test that meets that limit must not leave the browser's tests meeting it too, nor meet what its
   * own earlier run left in nginx's count (`--repeat-each` while hunting a flake): each run takes the next one.
   */
  otherClientAddresses: Array.from({ length: 8 }, (_, index) => `198.18.${tlsControlPort % 250}.${8 + index}`),
  controlPort: tlsControlPort,
  controlURL: `http://127.0.0.1:${tlsControlPort}`,
  receiverPort: 4190,
  distDir: 'dist-booking-tls',
  bookingEndpoint: `https://${tlsHostName}${BOOKING_PATH}`,
  trustDir: join(tmpdir(), `pearlcrest-tls-${tlsControlPort}`),
};

export const tlsHostServer = {
  ...startedServer('tsx harness/hosts/tls-host.ts', tlsControlPort, '/ready'),
  // Never one left from another run: its certificate would not be this run's.
  reuseExistingServer: false,
  // SIGTERM, so it deletes its namespace, certificates and CA (Playwright's default is SIGKILL).
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
};
