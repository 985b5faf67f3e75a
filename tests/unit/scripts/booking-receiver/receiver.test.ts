// @vitest-environment node
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PATH, MAX_BODY_BYTES, startBookingReceiver } from '../../../../scripts/booking-receiver/receiver';
import { storedRequests } from '../../../../scripts/booking-receiver/store';
import {
  allowBookingEndpoint,
  allowsBookingEndpoint,
  bookingEndpointOrigin,
} from '../../../../scripts/build/booking-endpoint';
import { bookingTimeSlots } from '../../../../src/content/booking';
import { bookingTrapField } from '../../../../src/lib/booking-request';
import { sampleRequest } from './sample-request';

const origin = 'https://www.pearlcrest-dental.example';
/** The receiver's clock: its date window is from the day before this to a year and a day after. */
const now = Date.parse('2026-11-25T15:00:00.000Z');
let receiver: Awaited<ReturnType<typeof startBookingReceiver>>;
let url: string;
let storePath: string;

beforeAll(async () => {
  storePath = join(mkdtempSync(join(tmpdir(), 'receiver-')), 'state', 'bookings.db');
  receiver = await startBookingReceiver({
    port: 0,
    storePath,
    allowedOrigin: origin,
    now: () => now,
    log: () => {},
  });
  url = `${receiver.url}${BOOKING_PATH}`;
});
afterAll(() => receiver.close());

const valid = sampleRequest;

const post = (body: string, { contentType = 'application/json', from = origin } = {}) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': contentType, Origin: from }, body });
const postRequest = (changes: Record<string, unknown>) =>
  post(JSON.stringify({ ...valid, requestId: crypto.randomUUID(), ...changes }));

const stored = () => storedRequests(storePath);

describe('the reference booking receiver', () => {
  it('stores a valid request once, answering 201 then 200 for the same id', async () => {
    const first = await post(JSON.stringify(valid));
    expect(first.status).toBe(201);
    expect(first.headers.get('access-control-allow-origin')).toBe(origin);
    expect(await first.json()).toEqual({ requestId: valid.requestId, stored: true });
    const again = await post(JSON.stringify(valid));
    expect(again.status).toBe(200);
    expect(stored().filter((request) => request.requestId === valid.requestId)).toEqual([
      { ...valid, receivedAt: new Date(now).toISOString() },
    ]);
  });

  it('keeps patients’ details from other users: the store 0600, the folder it made 0700', () => {
    expect(statSync(storePath).mode & 0o777).toBe(0o600);
    expect(statSync(join(storePath, '..')).mode & 0o777).toBe(0o700);
  });

  it('answers the CORS preflight for POST with JSON from the site, and refuses another origin or none', async () => {
    const response = await fetch(url, { method: 'OPTIONS', headers: { Origin: origin } });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toBe('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type');
    expect((await fetch(url, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } })).status).toBe(
      403,
    );
    const before = stored().length;
    const id = crypto.randomUUID();
    expect(
      (await post(JSON.stringify({ ...valid, requestId: id }), { from: 'https://evil.example' })).status,
    ).toBe(403);
    const bare = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...valid, requestId: id }),
    });
    expect(bare.status).toBe(403);
    expect(stored()).toHaveLength(before);
  });

  it('rejects malformed JSON, wrong types, bodies over 16 KB and other methods with a 4xx, storing nothing', async () => {
    const before = stored().length;
    expect((await post('{"name": ')).status).toBe(400);
    expect((await post('[]')).status).toBe(422);
    expect((await post(JSON.stringify({ ...valid, requestId: 'x', name: 'B' }))).status).toBe(422);
    expect((await postRequest({ email: 'nope' })).status).toBe(422);
    expect((await postRequest({ name: 7 })).status).toBe(422);
    expect(
      (await post(JSON.stringify({ ...valid, requestId: crypto.randomUUID() }), { contentType: 'text/plain' }))
        .status,
    ).toBe(415);
    expect((await postRequest({ issue: 'x'.repeat(MAX_BODY_BYTES) })).status).toBe(413);
    expect((await fetch(url, { headers: { Origin: origin } })).status).toBe(405);
    expect(stored()).toHaveLength(before);
  });

  it('takes only a real day inside the form’s window and one of the form’s slots', async () => {
    const before = stored().length;
    for (const date of ['9999-99-99', '2026-02-30', '2026-11-23', '2027-11-28', '26-12-01', '2026-12-1'])
      expect((await postRequest({ date })).status, date).toBe(422);
    for (const time of ['99:99 PM', '10:15 AM', '6:00 PM', '10:30', ''])
      expect((await postRequest({ time })).status, time).toBe(422);
    for (const email of ['=1+2@x', 'a@b', 'a b@example.com', 'a@exa mple.com'])
      expect((await postRequest({ email })).status, email).toBe(422);
    expect((await postRequest({ name: 'Alex\r\nBcc: x@example.com' })).status).toBe(422);
    expect(stored()).toHaveLength(before);
    // The window's ends (a day's slack either side for the visitor's time zone), the first and last slots.
    for (const [date, time] of [
      ['2026-11-24', bookingTimeSlots[0]],
      ['2027-11-26', bookingTimeSlots.at(-1)],
    ])
      expect((await postRequest({ date, time })).status, `${date} ${time}`).toBe(201);
    expect(stored()).toHaveLength(before + 2);
  });

  it('answers a filled trap field as a success and keeps nothing, owes no notice', async () => {
    const before = stored().length;
    const requestId = crypto.randomUUID();
    const response = await post(
      JSON.stringify({ ...valid, requestId, [bookingTrapField]: 'https://spam.example' }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ requestId, stored: true });
    expect(stored()).toHaveLength(before);
    expect(receiver.store.exportRows().some((row) => row.requestId === requestId)).toBe(false);
    // Empty, as a person leaves it: stored.
    expect((await postRequest({ [bookingTrapField]: '' })).status).toBe(201);
  });

  it('answers in JSON and never echoes what was sent', async () => {
    const markup = '<script>alert(1)</script>';
    const response = await postRequest({ email: markup });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).not.toContain('<script>');
  });

  it('stores each of 50 clients posting at once exactly once, each sending its request twice', async () => {
    const before = stored().length;
    const ids: string[] = Array.from({ length: 50 }, () => crypto.randomUUID());
    const answers = await Promise.all(
      ids.flatMap((requestId, index) =>
        [0, 1].map(() =>
          post(JSON.stringify({ ...valid, requestId, name: `Client ${index}` })).then((r) => r.status),
        ),
      ),
    );
    expect(answers.filter((status) => status === 201)).toHaveLength(50);
    expect(answers.filter((status) => status === 200)).toHaveLength(50);
    const after = stored();
    expect(after).toHaveLength(before + 50);
    expect(new Set(after.map((request) => request.requestId)).size).toBe(after.length);
    expect(receiver.store.exportRows().filter((row) => ids.includes(row.requestId))).toHaveLength(50);
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
