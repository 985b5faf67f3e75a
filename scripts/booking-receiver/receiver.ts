/**
 * `npm run booking-receiver`: a reference receiver for appointment requests (README "Appointment requests",
 * docs/appointment-requests.md). It stores each request once in an SQLite store (store.ts), answers over HTTP on
 * 127.0.0.1 (server.ts) and tells the clinic by mail (notifier.ts).
 *
 *   PORT            where it listens on 127.0.0.1 (default 4190; put a TLS proxy in front for the public endpoint)
 *   BOOKINGS_DB     the store (default bookings.db in STATE_DIRECTORY, which systemd sets, else in the current folder)
 *   BOOKINGS_FILE   the old receiver's JSON-lines file, imported into the store once, at the first start that names it
 *   ALLOWED_ORIGIN  the site's origin, the only one whose requests are taken (default http://127.0.0.1:4173, the
 *                   preview server)
 *   SMTP_URL, NOTIFY_TO, NOTIFY_FROM, NOTIFY_INCLUDE_ISSUE  the mail to the clinic (notifier.ts)
 *   RECEIVER_TEST_CONTROLS=1  only for the end-to-end tests (server.ts)
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArguments, portFromEnv, usageError } from '../shared/arguments';
import { createNotifier, mailSettingsFromEnv, type MailSettings } from './notifier';
import { BOOKING_PATH } from './request';
import { startReceiverServer } from './server';
import { openStore } from './store';

export { BOOKING_PATH, MAX_BODY_BYTES } from './request';

/** The store's path from the environment: BOOKINGS_DB, else bookings.db in systemd's STATE_DIRECTORY or here. */
export const storePathFromEnv = (env: NodeJS.ProcessEnv) =>
  env.BOOKINGS_DB || join(env.STATE_DIRECTORY?.split(':')[0] || '.', 'bookings.db');

type BookingReceiverOptions = {
  port: number;
  /** The SQLite store. */
  storePath: string;
  allowedOrigin: string;
  /** No SMTP: the notices wait in the store. */
  mail?: MailSettings;
  testControls?: boolean;
  now?: () => number;
  log?: (line: string) => void;
};

/** The store, the notifier and the HTTP server, started together; `close` ends all three. */
export async function startBookingReceiver(options: BookingReceiverOptions) {
  const store = openStore(options.storePath);
  const notifier = createNotifier({
    store,
    settings: options.mail,
    siteHost: new URL(options.allowedOrigin).hostname,
    now: options.now,
    log: options.log,
  });
  let server: Server;
  try {
    server = await startReceiverServer({ ...options, store, notifier });
  } catch (error) {
    await notifier.close();
    throw error;
  }
  notifier.start();
  return {
    server,
    store,
    notifier,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
      await notifier.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  parseArguments(process.argv.slice(2), {
    usage:
      '[PORT=4190] [BOOKINGS_DB=bookings.db] [ALLOWED_ORIGIN=https://…] [SMTP_URL=… NOTIFY_TO=… NOTIFY_FROM=…] npm run booking-receiver',
  });
  const port = portFromEnv('PORT', 4190);
  const allowedOrigin = process.env.ALLOWED_ORIGIN || 'http://127.0.0.1:4173';
  if (!URL.canParse(allowedOrigin) || new URL(allowedOrigin).origin !== allowedOrigin)
    usageError(
      `ALLOWED_ORIGIN=${allowedOrigin} is not an origin: give the site's, e.g. ALLOWED_ORIGIN=https://www.example.com.`,
    );
  const mail = mailSettingsFromEnv(process.env);
  if (mail && 'problem' in mail) usageError(mail.problem);
  const storePath = storePathFromEnv(process.env);
  const receiver = await startBookingReceiver({
    port,
    storePath,
    allowedOrigin,
    mail,
    testControls: process.env.RECEIVER_TEST_CONTROLS === '1',
  }).catch((error: NodeJS.ErrnoException) =>
    usageError(
      error.code === 'EADDRINUSE'
        ? `Port ${port} is in use: set PORT to a free one, e.g. PORT=${port + 1} npm run booking-receiver.`
        : `${error.message}: check BOOKINGS_DB (${storePath}) is a file you can write, in a folder you can write.`,
    ),
  );
  const oldFile = process.env.BOOKINGS_FILE;
  if (oldFile && existsSync(oldFile) && !receiver.store.wasImported(oldFile)) {
    const { stored, repeats, torn } = receiver.store.importJsonLines(oldFile, readFileSync(oldFile, 'utf8'));
    for (const { line, text } of torn)
      console.error(`${oldFile}:${line}: not a whole request (torn or edited), not imported: ${text}`);
    console.log(
      `Imported ${oldFile} once: ${stored} requests stored, ${repeats} already there, ${torn.length} lines not imported.`,
    );
  }
  if (!mail)
    console.error(
      'Booking receiver: no SMTP_URL, so nobody is told of a request: set SMTP_URL, NOTIFY_TO, NOTIFY_FROM.',
    );
  console.log(`Booking receiver: POST ${receiver.url}${BOOKING_PATH} → ${storePath}`);
  const stop = () => void receiver.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
