/**
 * The receiver's HTTP side: plain node:http on 127.0.0.1, no framework. It checks the payload (request.ts), stores it
 * with its notice (store.ts) and answers 201 only once that is committed; a request id stored before is answered 200
 * and not stored again, so a retry is never a duplicate. A store that cannot be written is answered 503 with
 * Retry-After, and the server keeps running. The notice goes out after the answer (notifier.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { BOOKING_PATH, MAX_BODY_BYTES, parseBooking, type StoredRequest } from './request';
import { StoreUnavailable, storedRequests, type Store } from './store';
import type { Notifier } from './notifier';

/** What the tests can make the next request meet (testControls only). */
type Fault = 'http-500' | 'slow' | 'drop-after-store';

export type ReceiverOptions = {
  port: number;
  store: Store;
  notifier: Notifier;
  /** The site's origin: the only one whose requests are taken (CORS and the Origin header). */
  allowedOrigin: string;
  /**
   * Only for the end-to-end tests: POST /__next-answer?fault=…&name=… makes the next request from that visitor name
   * fail in a chosen way (500, slow, dropped; tests run in parallel, so each names its own), GET /__stored lists what
   * was stored.
   */
  testControls?: boolean;
  /** The receiver's clock, for the date window (tests). */
  now?: () => number;
  log?: (line: string) => void;
};

/** Seconds a visitor's browser is told to wait before retrying after a 503. */
const retryAfterSeconds = 30;

export function startReceiverServer(options: ReceiverOptions): Promise<Server> {
  const { store, notifier, now = Date.now, log = (line: string) => console.error(line) } = options;
  /** Test controls: the next fault for requests with this visitor name. */
  const faults = new Map<string, Fault>();
  const corsHeaders = { 'Access-Control-Allow-Origin': options.allowedOrigin, Vary: 'Origin' };

  // Plain JSON only, never HTML: nothing a sender wrote is echoed back.
  const answer = (
    response: ServerResponse,
    status: number,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => {
    if (response.headersSent || response.destroyed) return;
    response.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      ...corsHeaders,
      ...headers,
    });
    response.end(JSON.stringify(body));
  };

  const take = (body: unknown, response: ServerResponse) => {
    const parsed = parseBooking(body, new Date(now()));
    if ('problem' in parsed) return answer(response, 422, { error: parsed.problem });
    const { booking, trapped } = parsed;
    // The trap field was filled: a program, not a person. It is told what a person would be, and nothing is kept.
    if (trapped) return answer(response, 201, { requestId: booking.requestId, stored: true });
    const fault = faults.get(booking.name);
    faults.delete(booking.name);
    if (fault === 'http-500') return answer(response, 500, { error: 'test: server error' });

    let outcome: 'stored' | 'repeat';
    try {
      outcome = store.add(booking, new Date(now()));
    } catch (error) {
      if (!(error instanceof StoreUnavailable)) throw error;
      log(`booking receiver: request ${booking.requestId} not stored, answered 503: ${error.message}`);
      return answer(
        response,
        503,
        { error: 'the request could not be stored; try again shortly' },
        { 'Retry-After': String(retryAfterSeconds) },
      );
    }
    if (fault === 'drop-after-store') return response.destroy();
    const isNew = outcome === 'stored';
    const reply = () => answer(response, isNew ? 201 : 200, { requestId: booking.requestId, stored: isNew });
    if (fault === 'slow') setTimeout(reply, 20_000).unref();
    else reply();
    if (isNew) response.once('close', () => notifier.kick());
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0];
    if (path === '/health' && request.method === 'GET') {
      try {
        const health = notifier.health();
        return answer(response, health.overdue > 0 ? 503 : 200, {
          ok: health.overdue === 0,
          store: 'ok',
          ...health,
        });
      } catch (error) {
        if (!(error instanceof StoreUnavailable)) throw error;
        return answer(response, 503, { ok: false, store: error.message });
      }
    }
    if (options.testControls && path === '/__stored' && request.method === 'GET') {
      const stored: StoredRequest[] = storedRequests(store.path);
      return answer(response, 200, { stored });
    }
    if (options.testControls && path === '/__next-answer' && request.method === 'POST') {
      const query = new URL(request.url ?? '', 'http://x').searchParams;
      faults.set(query.get('name') ?? '', query.get('fault') as Fault);
      return answer(response, 200, { queued: faults.size });
    }
    if (path !== BOOKING_PATH) return answer(response, 404, { error: 'not found' });
    // Browsers send Origin with every cross-origin request and every POST: none, or another site's, is refused.
    if (request.headers.origin !== options.allowedOrigin) {
      answer(response, 403, { error: 'requests are taken from the site’s own pages only' });
      return request.resume();
    }
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
      try {
        take(body, response);
      } catch (error) {
        log(`booking receiver: internal error: ${error instanceof Error ? error.message : String(error)}`);
        answer(response, 500, { error: 'internal error' });
      }
    });
  };

  const server = createServer((request, response) => {
    try {
      handle(request, response);
    } catch (error) {
      log(`booking receiver: internal error: ${error instanceof Error ? error.message : String(error)}`);
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
