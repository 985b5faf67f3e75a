// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PATH, MAX_BODY_BYTES, startBookingReceiver } from '../../../../scripts/booking-receiver/receiver';
import {
  allowBookingEndpoint,
  allowsBookingEndpoint,
  bookingEndpointOrigin,
} from '../../../../scripts/build/booking-endpoint';

const origin = 'https://www.pearlcrest-dental.example';
let server: Server;
let url: string;
let file: string;

beforeAll(async () => {
  file = join(mkdtempSync(join(tmpdir(), 'receiver-')), 'bookings.jsonl');
  server = await startBookingReceiver({ port: 0, file, allowedOrigin: origin });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${BOOKING_PATH}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const valid = {
  requestId: '3f1e9a52-7c1b-4d8e-9a0f-2b6c8d4e1a7b',
  name: 'Alex Example',
  email: 'alex@example.com',
  date: '2026-12-01',
  time: '10:30 AM',
  issue: 'A chipped molar',
  page: '/about',
  sentAt: '2026-11-25T15:00:00.000Z',
};

const post = (body: string, contentType = 'application/json') =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': contentType }, body });

const storedLines = () => readFileSync(file, 'utf8').split('\n').filter(Boolean);

describe('the reference booking receiver', () => {
  it('stores a valid request once, answering 201 then 200 for the same id', async () => {
    const first = await post(JSON.stringify(valid));
    expect(first.status).toBe(201);
    expect(first.headers.get('access-control-allow-origin')).toBe(origin);
    expect(await first.json()).toEqual({ requestId: valid.requestId, stored: true });
    const again = await post(JSON.stringify(valid));
    expect(again.status).toBe(200);
    expect(storedLines()).toHaveLength(1);
    expect(JSON.parse(storedLines()[0]!)).toMatchObject(valid);
  });

  it('answers the CORS preflight for POST with JSON', async () => {
    const response = await fetch(url, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toBe('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type');
  });

  it('rejects malformed JSON, wrong types, bodies over 16 KB and other methods with a 4xx, storing nothing', async () => {
    const before = storedLines().length;
    expect((await post('{"name": ')).status).toBe(400);
    expect((await post('[]')).status).toBe(422);
    expect((await post(JSON.stringify({ ...valid, requestId: 'x', name: 'B' }))).status).toBe(422);
    expect((await post(JSON.stringify({ ...valid, requestId: crypto.randomUUID(), email: 'nope' }))).status).toBe(
      422,
    );
    expect((await post(JSON.stringify({ ...valid, requestId: crypto.randomUUID(), name: 7 }))).status).toBe(422);
    expect((await post(JSON.stringify({ ...valid, requestId: crypto.randomUUID() }), 'text/plain')).status).toBe(
      415,
    );
    const huge = JSON.stringify({ ...valid, requestId: crypto.randomUUID(), issue: 'x'.repeat(MAX_BODY_BYTES) });
    expect((await post(huge)).status).toBe(413);
    expect((await fetch(url)).status).toBe(405);
    expect(storedLines()).toHaveLength(before);
  });

  it('answers in JSON and never echoes what was sent', async () => {
    const markup = '<script>alert(1)</script>';
    const response = await post(JSON.stringify({ ...valid, requestId: crypto.randomUUID(), email: markup }));
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).not.toContain('<script>');
  });
});

describe('the booking endpoint in the CSP', () => {
  const headers =
    "/*\n  Content-Security-Policy: default-src 'self'; connect-src 'self' https://maps.example; object-src 'none'\n";

  it('adds exactly the endpoint’s origin to connect-src, and nothing without an endpoint', () => {
    expect(allowBookingEndpoint(headers, '')).toBe(headers);
    const endpoint = 'https://forms.example.org/clinic/appointments?x=1';
    const updated = allowBookingEndpoint(headers, endpoint);
    expect(updated).toContain("connect-src 'self' https://maps.example https://forms.example.org;");
    expect(allowsBookingEndpoint(headers, endpoint)).toBe(false);
    expect(allowsBookingEndpoint(updated, endpoint)).toBe(true);
    expect(allowsBookingEndpoint(headers, '')).toBe(true);
  });

  it('refuses an endpoint that is not HTTPS (outside this machine) or carries credentials', () => {
    expect(() => bookingEndpointOrigin('http://forms.example.org/a')).toThrow(/HTTPS/);
    expect(() => bookingEndpointOrigin('https://user:pw@forms.example.org/a')).toThrow(/credentials/);
    expect(() => bookingEndpointOrigin('not a url')).toThrow(/not a URL/);
    expect(bookingEndpointOrigin('http://127.0.0.1:4190/appointments')).toBe('http://127.0.0.1:4190');
  });
});
