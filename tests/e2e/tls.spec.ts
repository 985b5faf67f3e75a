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
import { tlsHost } from '../support/server';
import { bookingLabels, bookingSuccessMessage } from '../../src/content/booking';

/**
 * The run's own HTTPS host (issue 56): nginx with the generated configuration on ports 80 and 443 in a network
 * namespace of the run's own, scanned by Mozilla's HTTP Observatory and testssl.sh (scripts/test-support/tls-host.ts
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
