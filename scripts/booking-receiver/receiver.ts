/**
 * `npm run booking-receiver`: a reference receiver for appointment requests (README "Appointment requests"). Plain
 * node:http, no framework: it checks the payload, appends it as one line of JSON to BOOKINGS_FILE and answers 201.
 * A request id it has stored before is answered 200 and not stored again, so a retry is never a duplicate.
 *
 *   PORT            where it listens on 127.0.0.1 (default 4190; put a TLS proxy in front for the public endpoint)
 *   BOOKINGS_FILE   the JSON-lines file (default bookings.jsonl)
 *   ALLOWED_ORIGIN  the site's origin, allowed by CORS (default http://127.0.0.1:4173, the preview server)
 *   RECEIVER_TEST_CONTROLS=1  only for the end-to-end tests: POST /__next-answer?fault=…&name=… makes the next
 *                   request from that visitor name fail in a chosen way (500, slow, dropped; tests run in parallel,
 *                   so each names its own), GET /__stored lists what was stored.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArguments, portFromEnv, usageError } from '../shared/arguments';

export const MAX_BODY_BYTES = 16 * 1024;
/** The path requests are POSTed to. */
export const BOOKING_PATH = '/appointments';

type Stored = {
  requestId: string;
  name: string;
  email: string;
  date: string;
  time: string;
  issue: string;
  page: string;
  sentAt: string;
  receivedAt: string;
};

/** What the tests can make the next request meet (RECEIVER_TEST_CONTROLS only). */
type Fault = 'http-500' | 'slow' | 'drop-after-store';

const fieldLimits = { name: 200, email: 254, date: 10, time: 20, issue: 4000, page: 500, sentAt: 40 } as const;

/** The payload, checked field by field; a reason when it is not a booking request. */
export function parseBooking(body: unknown): { booking: Omit<Stored, 'receivedAt'> } | { problem: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { problem: 'expected a JSON object' };
  const record = body as Record<string, unknown>;
  const text: Record<string, string> = {};
  for (const [field, limit] of Object.entries(fieldLimits)) {
    const value = record[field] ?? (field === 'issue' ? '' : undefined);
    if (typeof value !== 'string') return { problem: `${field} must be a string` };
    if (value.length > limit) return { problem: `${field} is longer than ${limit} characters` };
    text[field] = value;
  }
  const requestId = record.requestId;
  if (typeof requestId !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(requestId))
    return { problem: 'bad requestId' };
  if (!text.name!.trim()) return { problem: 'name is required' };
  if (!/^[^\s@]+@[^\s@]+$/.test(text.email!)) return { problem: 'email is not an address' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text.date!)) return { problem: 'date must be YYYY-MM-DD' };
  if (!/^\d{1,2}:\d{2} [AP]M$/.test(text.time!)) return { problem: 'time must be like 10:30 AM' };
  return {
    booking: {
      requestId,
      name: text.name!,
      email: text.email!,
      date: text.date!,
      time: text.time!,
      issue: text.issue!,
      page: text.page!,
      sentAt: text.sentAt!,
    },
  };
}

type ReceiverOptions = { port: number; file: string; allowedOrigin: string; testControls?: boolean };

export async function startBookingReceiver(options: ReceiverOptions): Promise<Server> {
  const storedIds = new Set<string>();
  mkdirSync(dirname(options.file), { recursive: true });
  if (existsSync(options.file)) {
    for (const line of readFileSync(options.file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      try {
        storedIds.add((JSON.parse(line) as Stored).requestId);
      } catch {
        // A torn last line (a crash mid-write) is skipped, not fatal.
      }
    }
  }
  /** Test controls: the next fault for requests with this visitor name. */
  const faults = new Map<string, Fault>();

  // Plain JSON only, never HTML: nothing a sender wrote is echoed back.
  const answer = (response: ServerResponse, status: number, body: Record<string, unknown>) => {
    if (response.headersSent || response.destroyed) return;
    response.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      ...corsHeaders,
    });
    response.end(JSON.stringify(body));
  };
  const corsHeaders = {
    'Access-Control-Allow-Origin': options.allowedOrigin,
    Vary: 'Origin',
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0];
    if (options.testControls && path === '/__stored' && request.method === 'GET') {
      const lines = existsSync(options.file) ? readFileSync(options.file, 'utf8').split('\n').filter(Boolean) : [];
      return answer(response, 200, { stored: lines.map((line) => JSON.parse(line) as Stored) });
    }
    if (options.testControls && path === '/__next-answer' && request.method === 'POST') {
      const query = new URL(request.url ?? '', 'http://x').searchParams;
      faults.set(query.get('name') ?? '', query.get('fault') as Fault);
      return answer(response, 200, { queued: faults.size });
    }
    if (path !== BOOKING_PATH) return answer(response, 404, { error: 'not found' });
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...corsHeaders,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      return response.end();
    }
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST, OPTIONS');
      return answer(response, 405, { error: 'method not allowed' });
    }
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
      return answer(response, 415, { error: 'send application/json' });
    }
    if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      answer(response, 413, { error: 'body too large' });
      return request.destroy();
    }

    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        answer(response, 413, { error: 'body too large' });
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('error', () => response.destroy());
    request.on('end', () => {
      if (size > MAX_BODY_BYTES) return;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(response, 400, { error: 'malformed JSON' });
      }
      const parsed = parseBooking(body);
      if ('problem' in parsed) return answer(response, 422, { error: parsed.problem });
      const fault = faults.get(parsed.booking.name);
      faults.delete(parsed.booking.name);
      if (fault === 'http-500') return answer(response, 500, { error: 'test: server error' });

      const { booking } = parsed;
      const isNew = !storedIds.has(booking.requestId);
      if (isNew) {
        appendFileSync(options.file, JSON.stringify({ ...booking, receivedAt: new Date().toISOString() }) + '\n');
        storedIds.add(booking.requestId);
      }
      if (fault === 'drop-after-store') return response.destroy();
      const reply = () => answer(response, isNew ? 201 : 200, { requestId: booking.requestId, stored: isNew });
      if (fault === 'slow') setTimeout(reply, 20_000).unref();
      else reply();
    });
  };

  const server = createServer((request, response) => {
    try {
      handle(request, response);
    } catch {
      answer(response, 500, { error: 'internal error' });
    }
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  server.on('clientError', (_error, socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  parseArguments(process.argv.slice(2), {
    usage: '[PORT=4190] [BOOKINGS_FILE=bookings.jsonl] [ALLOWED_ORIGIN=https://…] npm run booking-receiver',
  });
  const port = portFromEnv('PORT', 4190);
  const allowedOrigin = process.env.ALLOWED_ORIGIN || 'http://127.0.0.1:4173';
  if (!URL.canParse(allowedOrigin) || new URL(allowedOrigin).origin !== allowedOrigin)
    usageError(
      `ALLOWED_ORIGIN=${allowedOrigin} is not an origin: give the site's, e.g. ALLOWED_ORIGIN=https://www.example.com.`,
    );
  const server = await startBookingReceiver({
    port,
    file: process.env.BOOKINGS_FILE || 'bookings.jsonl',
    allowedOrigin,
    testControls: process.env.RECEIVER_TEST_CONTROLS === '1',
  }).catch((error: NodeJS.ErrnoException) =>
    usageError(
      error.code === 'EADDRINUSE'
        ? `Port ${port} is in use: set PORT to a free one, e.g. PORT=${port + 1} npm run booking-receiver.`
        : `${error.message}: check BOOKINGS_FILE (default bookings.jsonl) is a file you can write.`,
    ),
  );
  const { port: listening } = server.address() as AddressInfo;
  console.log(
    `Booking receiver: POST http://127.0.0.1:${listening}${BOOKING_PATH} → ${process.env.BOOKINGS_FILE || 'bookings.jsonl'}`,
  );
}
