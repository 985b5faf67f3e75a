/**
 * Telling the clinic: each stored request owes one plain-text mail (the outbox row written with it, store.ts), sent
 * over SMTP after the visitor has had the answer, retried with a growing wait while the mail server is down or
 * refuses, and marked sent in the store as soon as the server has taken it, so it is never sent again. A notice still
 * unsent an hour after its request arrived is said loudly in the log and by the health check.
 *
 *   SMTP_URL   smtp://user:password@mail.example.com:587 (STARTTLS required) or smtps://…:465; plain text only to a
 *              server on this machine's loopback
 *   NOTIFY_TO  who is told (the desk's address; several comma-separated)
 *   NOTIFY_FROM  the sender the mail server accepts for it
 *   NOTIFY_INCLUDE_ISSUE=0  leave the patient's own words out of the mail (docs/appointment-requests.md)
 */
import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import type { DueNotice, Store } from './store';

export type MailSettings = { smtpUrl: string; to: string; from: string; includeIssue: boolean };

/** The environment's mail settings; a reason, in one line, when they are incomplete. undefined: no SMTP_URL. */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv): MailSettings | { problem: string } | undefined {
  const smtpUrl = env.SMTP_URL ?? '';
  if (!smtpUrl) return undefined;
  if (!URL.canParse(smtpUrl) || !['smtp:', 'smtps:'].includes(new URL(smtpUrl).protocol))
    return {
      problem: 'SMTP_URL is not an smtp:// or smtps:// URL: give e.g. smtp://user:password@mail.example.com:587.',
    };
  if (!env.NOTIFY_TO)
    return { problem: 'NOTIFY_TO is not set: give the address the desk reads, e.g. NOTIFY_TO=desk@example.com.' };
  if (!env.NOTIFY_FROM)
    return {
      problem:
        'NOTIFY_FROM is not set: give a sender the mail server accepts, e.g. NOTIFY_FROM=website@example.com.',
    };
  if (!['', '0', '1'].includes(env.NOTIFY_INCLUDE_ISSUE ?? ''))
    return { problem: `NOTIFY_INCLUDE_ISSUE=${env.NOTIFY_INCLUDE_ISSUE} is neither 0 nor 1.` };
  return { smtpUrl, to: env.NOTIFY_TO, from: env.NOTIFY_FROM, includeIssue: env.NOTIFY_INCLUDE_ISSUE !== '0' };
}

const isLoopback = (host: string) =>
  host === 'localhost' || (isIP(host) === 4 && host.startsWith('127.')) || host === '[::1]' || host === '::1';

/** The SMTP transport: TLS to the server (implicit or STARTTLS, certificate checked) unless it is on loopback. */
function transportFor(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const loopback = isLoopback(url.hostname);
  return nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    requireTLS: !secure && !loopback,
    ignoreTLS: !secure && loopback,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
}

const weekday = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

/** The mail for one request: plain text, the visitor's words as they wrote them (nothing rendered). */
export function noticeMail(request: DueNotice, settings: MailSettings, siteHost: string) {
  const lines = [
    'A new appointment request from the website.',
    '',
    `Name:            ${request.name}`,
    `E-mail:          ${request.email}`,
    `Preferred date:  ${request.date} (${weekday(request.date)})`,
    `Preferred time:  ${request.time}`,
    `Page:            ${request.page}`,
    `Sent:            ${request.sentAt}`,
    `Received:        ${request.receivedAt}`,
    `Request id:      ${request.requestId}`,
    '',
    settings.includeIssue
      ? `Their issue, as they wrote it:\n${request.issue || '(left empty)'}`
      : 'Their issue is left out of this mail (NOTIFY_INCLUDE_ISSUE=0):\nsee it in the export (npm run bookings -- export).',
    '',
    'Call or write to them to confirm a time.',
  ];
  return {
    from: settings.from,
    to: settings.to,
    subject: `Appointment request for ${request.date} ${request.time}`,
    text: lines.join('\n'),
    // The same id on any resend, so a mailbox can tell it is the same notice.
    messageId: `<${request.requestId}@${siteHost}>`,
  };
}

/** Waits between attempts: 30 s, doubling, at most 10 minutes. */
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** attempts, 10 * 60_000);
const overdueAfterMs = 60 * 60_000;

type NotifierOptions = {
  store: Store;
  /** undefined: no SMTP_URL; the notices wait in the store and are reported overdue after an hour. */
  settings: MailSettings | undefined;
  siteHost: string;
  /** The time the notifier goes by (tests move it on). */
  now?: () => number;
  log?: (line: string) => void;
};

export type Notifier = ReturnType<typeof createNotifier>;

export function createNotifier({
  store,
  settings,
  siteHost,
  now = Date.now,
  log = (line) => console.error(line),
}: NotifierOptions) {
  const transport = settings && transportFor(settings.smtpUrl);
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  /** Requests already said to be overdue, so the log says it once each (the health check keeps saying it). */
  const saidOverdue = new Set<string>();
  /** Sent, but the store could not record it yet (it is full or read-only): never sent again, recorded later. */
  const sentUnrecorded = new Map<string, Date>();

  const sayOverdue = () => {
    for (const notice of store.overdueNotices(now() - overdueAfterMs)) {
      if (saidOverdue.has(notice.requestId)) continue;
      saidOverdue.add(notice.requestId);
      log(
        `BOOKING NOTICE UNSENT FOR OVER AN HOUR: request ${notice.requestId} ` +
          `(${settings ? `last error: ${notice.lastError ?? 'none yet'}` : 'no SMTP_URL set'}). ` +
          'Nobody at the clinic has been told of it: check the mail settings, and see npm run bookings -- export.',
      );
    }
  };

  /** Waits for the next notice due, or 5 minutes at most (the check for overdue notices), on the machine's clock. */
  const schedule = () => {
    if (closed) return;
    clearTimeout(timer);
    let next: number | undefined;
    try {
      next = transport ? store.nextAttemptMs() : undefined;
    } catch {
      // The store is unavailable: the next look is the usual one.
    }
    const wait = Math.max(0, Math.min(next === undefined ? Infinity : next - now(), 5 * 60_000));
    timer = setTimeout(() => void attemptNow().catch(() => undefined), wait);
    timer.unref();
  };

  const run = async () => {
    for (const [requestId, sentAt] of sentUnrecorded) {
      store.noticeSent(requestId, sentAt);
      sentUnrecorded.delete(requestId);
    }
    if (transport && settings) {
      for (const notice of store.dueNotices(now())) {
        if (closed) break;
        try {
          await transport.sendMail(noticeMail(notice, settings, siteHost));
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          store.noticeFailed(notice.requestId, now() + backoffMs(notice.attempts), reason);
          log(`booking notice for ${notice.requestId} not sent (attempt ${notice.attempts + 1}): ${reason}`);
          continue;
        }
        sentUnrecorded.set(notice.requestId, new Date(now()));
        store.noticeSent(notice.requestId, new Date(now()));
        sentUnrecorded.delete(notice.requestId);
      }
    }
    sayOverdue();
  };

  /**
   * Sends every notice due now, one at a time. Called while a round is running, it waits for that one and runs
   * another, so a notice is never in two rounds at once. A store that cannot be read or written is left to the next
   * round.
   */
  const attemptNow = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await run();
        } while (again && !closed);
      } finally {
        running = undefined;
        schedule();
      }
    })();
    return running;
  };

  return {
    attemptNow,
    /** After an answer: a round soon, outside the request's handling. */
    kick() {
      if (!closed) setImmediate(() => void attemptNow().catch(() => undefined));
    },
    /** For the health check: notices waiting, and those waiting for over an hour. */
    health() {
      const overdue = store.overdueNotices(now() - overdueAfterMs);
      return { mail: transport ? 'configured' : 'not configured (no SMTP_URL)', overdue: overdue.length };
    },
    start: schedule,
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}
