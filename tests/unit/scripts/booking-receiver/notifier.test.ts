// @vitest-environment node
/**
 * Someone at the clinic is told, once (issue 64): the receiver's mail against a real SMTP server on loopback
 * (smtp-server, standing in for the clinic's), the time moved on by the test rather than waited for.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOKING_PATH, startBookingReceiver } from '../../../../scripts/booking-receiver/receiver';
import { mailSettingsFromEnv, type MailSettings } from '../../../../scripts/booking-receiver/notifier';
import { freePort } from '../../../../harness/network/free-port';

const origin = 'https://www.pearlcrest-dental.example';
const start = Date.parse('2026-11-25T15:00:00.000Z');

/** The clinic's mail server: what it took, and whether it refuses the next message with a 451. */
function mailServer() {
  const mails: string[] = [];
  const state = { refuseNext: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        if (state.refuseNext) {
          state.refuseNext = false;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        mails.push(text);
        callback();
      });
    },
  });
  return {
    mails,
    state,
    listen: (port = 0) =>
      new Promise<number>((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const running: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of running.splice(0).reverse()) await stop();
});

/** A receiver mailing to `port`, on a clock the test moves (`clock.now`). */
async function receiverMailingTo(port: number, changes: Partial<MailSettings> = {}) {
  const clock = { now: start };
  const log: string[] = [];
  const receiver = await startBookingReceiver({
    port: 0,
    storePath: join(mkdtempSync(join(tmpdir(), 'notifier-')), 'bookings.db'),
    allowedOrigin: origin,
    mail: {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      to: 'desk@pearlcrest-dental.example',
      from: 'website@pearlcrest-dental.example',
      includeIssue: true,
      ...changes,
    },
    now: () => clock.now,
    log: (line) => log.push(line),
  });
  running.push(() => receiver.close());
  return { receiver, clock, log };
}

/** A receiver whose mail server is down: a free port where nothing listens until a test starts one. */
async function receiverWithMailServerDown() {
  const port = await freePort();
  return { port, ...(await receiverMailingTo(port)) };
}

const request = {
  requestId: '3f1e9a52-7c1b-4d8e-9a0f-2b6c8d4e1a7b',
  name: 'Alex Example',
  email: 'alex@example.com',
  date: '2026-12-01',
  time: '10:30 AM',
  issue: 'A chipped molar, since Tuesday',
  page: '/services/dental-implants',
  sentAt: '2026-11-25T14:59:58.000Z',
};
async function send(url: string) {
  const response = await fetch(`${url}${BOOKING_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(request),
  });
  expect(response.status).toBe(201);
}
const minutes = (count: number) => count * 60_000;

describe('the notice to the clinic', () => {
  it('one request, one plain-text mail with who, when, where from and the request id', async () => {
    const smtp = mailServer();
    const port = await smtp.listen();
    running.push(smtp.close);
    const { receiver } = await receiverMailingTo(port);
    await send(receiver.url);
    await receiver.notifier.attemptNow();
    await receiver.notifier.attemptNow();
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail).toMatch(/^Content-Type: text\/plain/m);
    expect(mail).toMatch(/^To: desk@pearlcrest-dental\.example/m);
    expect(mail).toMatch(/^Subject: Appointment request for 2026-12-01 10:30 AM/m);
    expect(mail).toMatch(
      /^Message-ID:\s+<3f1e9a52-7c1b-4d8e-9a0f-2b6c8d4e1a7b@www\.pearlcrest-dental\.example>/im,
    );
    for (const line of [
      'Name:            Alex Example',
      'E-mail:          alex@example.com',
      'Preferred date:  2026-12-01 (Tuesday)',
      'Preferred time:  10:30 AM',
      'Page:            /services/dental-implants',
      'Sent:            2026-11-25T14:59:58.000Z',
      'Request id:      3f1e9a52-7c1b-4d8e-9a0f-2b6c8d4e1a7b',
      'A chipped molar, since Tuesday',
    ])
      expect(mail).toContain(line);
    expect(receiver.store.exportRows()[0]).toMatchObject({
      notice: 'sent',
      noticeSentAt: new Date(start).toISOString(),
    });
  });

  it('leaves the patient’s words out with NOTIFY_INCLUDE_ISSUE=0', async () => {
    const smtp = mailServer();
    const port = await smtp.listen();
    running.push(smtp.close);
    const { receiver } = await receiverMailingTo(port, { includeIssue: false });
    await send(receiver.url);
    await receiver.notifier.attemptNow();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]).not.toContain('chipped molar');
    expect(smtp.mails[0]).toContain('NOTIFY_INCLUDE_ISSUE=0');
  });

  it('the mail server down, then up: one mail, after the wait', async () => {
    const { port, receiver, clock, log } = await receiverWithMailServerDown();
    await send(receiver.url);
    await receiver.notifier.attemptNow();
    expect(receiver.store.exportRows()[0]).toMatchObject({ notice: 'pending', noticeAttempts: 1 });
    expect(log.join('\n')).toMatch(/not sent \(attempt 1\): .*ECONNREFUSED/);

    const up = mailServer();
    await up.listen(port);
    running.push(up.close);
    // Not due yet: the wait after a failure is not over.
    await receiver.notifier.attemptNow();
    expect(up.mails).toHaveLength(0);
    clock.now += minutes(1);
    await receiver.notifier.attemptNow();
    clock.now += minutes(60);
    await receiver.notifier.attemptNow();
    expect(up.mails).toHaveLength(1);
    expect(up.mails[0]).toContain('Alex Example');
    expect(receiver.store.exportRows()[0]).toMatchObject({ notice: 'sent', noticeAttempts: 1 });
  });

  it('a refusal, then acceptance: one mail', async () => {
    const smtp = mailServer();
    smtp.state.refuseNext = true;
    const port = await smtp.listen();
    running.push(smtp.close);
    const { receiver, clock, log } = await receiverMailingTo(port);
    await send(receiver.url);
    await receiver.notifier.attemptNow();
    expect(smtp.mails).toHaveLength(0);
    expect(log.join('\n')).toMatch(/451/);
    clock.now += minutes(1);
    await receiver.notifier.attemptNow();
    clock.now += minutes(60);
    await receiver.notifier.attemptNow();
    expect(smtp.mails).toHaveLength(1);
  });

  it('unsent after an hour: said loudly in the log and by the health check, until it is sent', async () => {
    const { port, receiver, clock, log } = await receiverWithMailServerDown();
    await send(receiver.url);
    await receiver.notifier.attemptNow();
    expect((await fetch(`${receiver.url}/health`)).status).toBe(200);
    clock.now += minutes(61);
    await receiver.notifier.attemptNow();
    expect(log.filter((line) => /UNSENT FOR OVER AN HOUR: request 3f1e9a52/.test(line))).toHaveLength(1);
    const health = await fetch(`${receiver.url}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ ok: false, overdue: 1 });

    const up = mailServer();
    await up.listen(port);
    running.push(up.close);
    clock.now += minutes(10);
    await receiver.notifier.attemptNow();
    expect(up.mails).toHaveLength(1);
    expect((await fetch(`${receiver.url}/health`)).status).toBe(200);
  });
});

describe('the mail settings', () => {
  it('takes SMTP_URL with NOTIFY_TO and NOTIFY_FROM, and says what is missing in one line', () => {
    expect(mailSettingsFromEnv({})).toBeUndefined();
    const env = {
      SMTP_URL: 'smtp://mail.example.com:587',
      NOTIFY_TO: 'desk@example.com',
      NOTIFY_FROM: 'web@example.com',
    };
    expect(mailSettingsFromEnv(env)).toEqual({
      smtpUrl: env.SMTP_URL,
      to: env.NOTIFY_TO,
      from: env.NOTIFY_FROM,
      includeIssue: true,
    });
    expect(mailSettingsFromEnv({ ...env, NOTIFY_INCLUDE_ISSUE: '0' })).toMatchObject({ includeIssue: false });
    expect(mailSettingsFromEnv({ ...env, NOTIFY_TO: '' })).toEqual({
      problem: expect.stringMatching(/^NOTIFY_TO is not set/),
    });
    expect(mailSettingsFromEnv({ ...env, NOTIFY_FROM: '' })).toEqual({
      problem: expect.stringMatching(/^NOTIFY_FROM/),
    });
    expect(mailSettingsFromEnv({ ...env, SMTP_URL: 'http://mail.example.com' })).toEqual({
      problem: expect.stringMatching(/^SMTP_URL is not an smtp/),
    });
  });
});
