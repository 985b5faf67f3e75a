import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import {
  expectFieldsKept,
  expectOnlyTheFailedRequest,
  fill,
  openBooking,
  visitorName,
  acceptAlerts,
} from '../support/booking-form';
import { Agent } from 'node:https';
import { tlsHost } from '../../harness/hosts/servers';
import { handshake, hostRequest, plainRequest, slowClient, type Answer } from '../support/tls-clients';
import { bookingLabels, bookingSuccessMessage } from '../../src/content/booking';
import { BOOKING_PATH } from '../../scripts/booking-receiver/receiver';
import { bookingRefusals, door } from '../../scripts/serve/nginx-config';

/**
 * The run's own HTTPS host (issue 56): nginx with the generated configuration on ports 80 and 443 in a network
 * namespace of the run's own, scanned by Mozilla's HTTP Observatory and testssl.sh (harness/hosts/tls-host.ts
 * starts both as soon as nginx is up, so they run beside the rest of the end-to-end tests; these tests wait for them),
 * and the booking form on that host posting to it, through nginx, to the appointment receiver behind.
 */
type Scan = { seconds: number; code: number; result?: unknown; error?: string; output?: string };
type Finding = { id: string; severity: string; finding: string };

async function scanResult<T>(name: string): Promise<T> {
  let scan: Scan | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${tlsHost.controlURL}/scans`);
        scan = ((await response.json()) as Record<string, Scan>)[name];
        return !!scan;
      },
      { timeout: 280_000, intervals: [1_000] },
    )
    .toBe(true);
  expect(scan!.error, `${name}: ${scan!.error}\n${scan!.output}`).toBeUndefined();
  console.log(`${name}: ${scan!.seconds} s`);
  return scan!.result as T;
}

/**
 * What testssl.sh 3.0 rates HIGH or CRITICAL here that is no fault of the configuration, each with its reason
 * (docs/hosting.md lists the same):
 */
const acceptedFindings: Record<string, string> = {
  // Made for this run, valid for two days: "expires < 30 days", and its end date flagged with it.
  cert_expirationStatus: 'the run’s certificate lives two days',
  cert_notAfter: 'the run’s certificate lives two days',
  // A CA of the run's own publishes no revocation list nor OCSP responder.
  cert_revocation: 'neither CRL nor OCSP for a run’s own CA',
  // Mozilla's profile lets the client choose among ciphers that are all strong (ssl_prefer_server_ciphers off): a
  // client without AES hardware picks ChaCha20. testssl.sh 3.0 rates any server without its own order HIGH.
  cipher_order: 'the client’s order among strong ciphers, as Mozilla’s intermediate profile chooses',
};

test.describe('the HTTPS host', () => {
  test.describe.configure({ timeout: 300_000 });

  test('Mozilla’s HTTP Observatory: A+, every test passing, redirection included', async () => {
    const observatory = await scanResult<{
      scan: { grade: string; score: number };
      tests: Record<string, { pass: boolean; result: string }>;
    }>('observatory');
    const failed = Object.entries(observatory.tests).filter(([, result]) => !result.pass);
    expect(failed, 'failed Observatory tests').toEqual([]);
    expect(observatory.tests['redirection']?.result).toBe('redirection-to-https');
    expect(observatory.tests['strict-transport-security']?.pass).toBe(true);
    expect(observatory.scan.grade).toBe('A+');
    console.log(`Observatory: ${observatory.scan.grade} (${observatory.scan.score})`);
  });

  test('SSL, TLS 1.0 and 1.1 and ciphers without forward secrecy are refused; TLS 1.2, 1.3 and HTTP/2 offered', async () => {
    const handshakes = await scanResult<Record<string, string>>('handshakes');
    expect(handshakes).toEqual({
      tls1: '0',
      tls1_1: '0',
      tls1_2: '1',
      tls1_3: '1',
      'tls1_2-not-forward-secret': '0',
      alpn: '1',
    });
  });

  test('testssl.sh: nothing HIGH or CRITICAL but what a throwaway certificate and the client’s cipher order bring', async () => {
    const findings = await scanResult<Finding[]>('testssl');
    const serious = findings.filter(
      (finding) => ['HIGH', 'CRITICAL'].includes(finding.severity) && !(finding.id in acceptedFindings),
    );
    expect(serious.map(({ id, severity, finding }) => `${severity} ${id}: ${finding}`)).toEqual([]);
    const byId = (id: string) => findings.find((finding) => finding.id === id)?.finding ?? '';
    for (const protocol of ['SSLv2', 'SSLv3', 'TLS1', 'TLS1_1'])
      expect(byId(protocol), protocol).toMatch(/not offered/);
    expect(byId('TLS1_2')).toMatch(/^offered/);
    expect(byId('TLS1_3')).toMatch(/^offered/);
    expect(byId('ALPN_HTTP2')).toMatch(/h2/);
    // testssl.sh 3.0 says PFS; later versions FS.
    expect(byId('PFS') || byId('FS')).toMatch(/offered/);
  });

  test('port 80 answers every path with one redirect to the same path over HTTPS, certbot’s path excepted', async ({
    request,
  }) => {
    for (const path of ['/', '/about', '/services/orthodontics?from=mail', '/no-such-page']) {
      const response = await request.get(`http://${tlsHost.name}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers()['location'], path).toBe(`https://${tlsHost.name}${path}`);
    }
    const challenge = await request.get(`http://${tlsHost.name}/.well-known/acme-challenge/token`, {
      maxRedirects: 0,
    });
    expect(challenge.status()).toBe(404);
  });
});

/**
 * The door (issue 64): what nginx refuses before the site or the receiver sees it. The appointment limit counts per
 * client address, so the test that meets it sends from an address of its own (tlsHost.otherClientAddresses, the next
 * one in each repetition: nginx still counts what the last one sent); from the usual one the browser's tests post
 * three requests and the method test one preflight, within the burst.
 */
test.describe('the door', () => {
  test.describe.configure({ timeout: 120_000 });

  test('only the clinic’s name is served: another on port 80 is closed unanswered, another TLS name or none is refused at the handshake', async () => {
    // The control: the clinic's own name is answered on both ports.
    expect(await plainRequest(tlsHost.name)).toMatch(/^HTTP\/1\.1 301 /);
    expect(await handshake(tlsHost.name)).toBe('accepted');
    // A scanner's guess, or the bare address: nginx closes the connection without a byte (444).
    for (const host of ['unknown.example', tlsHost.address]) expect(await plainRequest(host), host).toBe('');
    // The certificate is never shown to a client that does not name the clinic (ssl_reject_handshake).
    for (const name of ['unknown.example', ''])
      expect(await handshake(name), name).toBe('ERR_SSL_TLSV1_UNRECOGNIZED_NAME');
    // A connection made for the clinic's name, asked for another host: 421 Misdirected Request.
    expect((await hostRequest('GET', '/', { host: 'unknown.example' })).status).toBe(421);
  });

  test('the booking path takes POST and the form’s preflight only; other methods get 405 as JSON the form can read', async () => {
    for (const method of ['PUT', 'GET', 'DELETE', 'PATCH']) {
      const answer = await hostRequest(method, BOOKING_PATH, method === 'GET' ? {} : { body: '{}' });
      expect(answer.status, method).toBe(405);
      expect(answer.headers['allow'], method).toBe('POST, OPTIONS');
      expect(answer.headers['access-control-allow-origin'], method).toBe('*');
      expect(answer.headers['content-type'], method).toBe('application/json');
      expect(answer.body.trim(), method).toBe(bookingRefusals.method);
    }
    // A cross-origin form's preflight goes through to the receiver, which answers it.
    const preflight = await hostRequest('OPTIONS', BOOKING_PATH, {
      headers: {
        Origin: `https://${tlsHost.name}`,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
  });

  test('one address posting 50 appointment requests is refused after the burst, as JSON the form can read; its pages still load', async () => {
    // One connection from an address of this run's own, as a script would send them.
    const { otherClientAddresses } = tlsHost;
    const localAddress = otherClientAddresses[test.info().repeatEachIndex % otherClientAddresses.length];
    const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress });
    const answers: Answer[] = [];
    const started = Date.now();
    for (let count = 0; count < 50; count++)
      answers.push(await hostRequest('POST', BOOKING_PATH, { agent, body: '{}' }));
    const seconds = (Date.now() - started) / 1000;
    // nginx's own refusal, told from anything the receiver answers (an invalid body here: 400).
    const refused = answers.map(
      (answer) => answer.status === 429 && answer.body.trim() === bookingRefusals.tooMany,
    );
    const burst = door.bookingBurst + 1;
    expect(refused.slice(0, burst), 'the first requests, within the burst').toEqual(Array(burst).fill(false));
    // After the burst one more passes each 60 / bookingsPerMinute seconds: what this run's pace allows, no more.
    const allowance = burst + Math.ceil((seconds * door.bookingsPerMinute) / 60);
    expect(refused.filter((isRefused) => !isRefused).length, `passed in ${seconds} s`).toBeLessThanOrEqual(
      allowance,
    );
    const refusal = answers[refused.indexOf(true)];
    expect(refusal, 'a refusal').toBeDefined();
    expect(refusal!.headers['content-type']).toBe('application/json');
    expect(refusal!.headers['access-control-allow-origin']).toBe('*');
    expect(refusal!.headers['retry-after']).toBe('60');
    // Pages are not limited: the same address, on the same connection, still gets them.
    for (const path of ['/', '/contact'])
      expect((await hostRequest('GET', path, { agent })).status, path).toBe(200);
    agent.destroy();
  });

  test('slow clients are let go: 200 sockets sending a header byte every 20 s are closed before their second, and the site answers while they are open', async () => {
    const clients = await Promise.all(Array.from({ length: 200 }, () => slowClient(20_000)));
    let open = clients.length;
    for (const client of clients) void client.ended.then(() => (open -= 1));
    try {
      // While nginx holds all 200, a visitor's request is answered.
      const page = await hostRequest('GET', '/');
      expect(page.status).toBe(200);
      expect(open, 'slow sockets still open when the page was answered').toBe(clients.length);
      // nginx closes each (client_header_timeout, door.timeoutSeconds) before its second byte is due: without the
      // door's timeout, nginx's default of 60 s would take three bytes from each.
      const ends = await Promise.all(clients.map((client) => client.ended));
      expect(ends.filter((end) => end.bytesSent !== 1 || end.bytesReceived !== 0)).toEqual([]);
    } finally {
      for (const client of clients) client.stop();
    }
    expect((await hostRequest('GET', '/')).status).toBe(200);
  });
});

type Stored = { requestId: string; name: string; email: string; page: string };

/** What the receiver behind nginx stored from `name` (tls-host's control server reads its file). */
async function storedFor(name: string): Promise<Stored[]> {
  const { stored } = (await (await fetch(`${tlsHost.controlURL}/stored`)).json()) as { stored: Stored[] };
  return stored.filter((entry) => entry.name === name);
}

/** Stops or starts the receiver; answered once its port is closed or open. */
async function receiver(action: 'stop' | 'start') {
  expect((await fetch(`${tlsHost.controlURL}/receiver/${action}`, { method: 'POST' })).status).toBe(200);
}

/** The site as the clinic deploys it: served by nginx on its own host, the endpoint a path of that host. */
const openBookingOnTheHost = (page: Page) => openBooking(page, `https://${tlsHost.name}/about`);

test.describe('appointment requests through nginx to the receiver, over HTTPS', () => {
  // One receiver for both: the second stops it, which the first must not meet.
  test.describe.configure({ mode: 'serial' });

  test('the form posts to its own host; nginx passes it on and the receiver stores it once', async ({
    page,
  }, testInfo) => {
    const name = visitorName(testInfo.title);
    const alerts = acceptAlerts(page);
    const dialog = await openBookingOnTheHost(page);
    await fill(page, name);
    const answer = page.waitForResponse(tlsHost.bookingEndpoint);
    // A double click: one request, one confirmation. The fixtures fail the test on any CSP violation.
    await dialog.getByTestId('booking-submit').dblclick();
    expect((await answer).status()).toBe(201);
    await expect(dialog).toBeHidden();
    expect(alerts).toEqual([bookingSuccessMessage]);
    const stored = await storedFor(name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'alex@example.com', page: '/about' });
  });

  test('the receiver down: nginx’s 502 is a failure with Retry and nothing typed is lost; back up, Retry stores it once', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const name = visitorName(testInfo.title);
    page.on('dialog', (alert) => void alert.accept());
    const dialog = await openBookingOnTheHost(page);
    await fill(page, name);
    await receiver('stop');
    try {
      const answer = page.waitForResponse(tlsHost.bookingEndpoint);
      await dialog.getByTestId('booking-submit').click();
      expect((await answer).status()).toBe(502);
      await expect(dialog.getByRole('alert')).toContainText(bookingLabels.sendFailed);
      await expectFieldsKept(page, name);
      expect(await storedFor(name)).toHaveLength(0);
    } finally {
      await receiver('start');
    }
    await dialog.getByRole('button', { name: bookingLabels.retry }).click();
    await expect(dialog).toBeHidden();
    expect(await storedFor(name)).toHaveLength(1);
    expectOnlyTheFailedRequest(consoleErrors, /status of 502/);
  });
});
