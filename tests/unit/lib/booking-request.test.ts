import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bookingDraft,
  BookingSendError,
  newRequestId,
  sendBookingRequest,
  type BookingRequest,
} from '../../../src/lib/booking-request';

const request: BookingRequest = {
  requestId: '3f1e9a52-7c1b-4d8e-9a0f-2b6c8d4e1a7b',
  name: 'Alex Example',
  email: 'alex@example.com',
  date: '2026-12-01',
  time: '10:30 AM',
  issue: '',
  page: '/',
  sentAt: '2026-11-25T15:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('sendBookingRequest', () => {
  it('POSTs the request as JSON without credentials and resolves on 2xx', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await sendBookingRequest('https://forms.example/appointments', request);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://forms.example/appointments');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect(JSON.parse(init.body as string)).toEqual(request);
  });

  it('rejects with the reason: an HTTP error, the network, or no answer in time', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    await expect(sendBookingRequest('https://x.example/a', request)).rejects.toMatchObject({
      reason: 'http',
      status: 503,
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendBookingRequest('https://x.example/a', request)).rejects.toMatchObject({ reason: 'network' });

    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = sendBookingRequest('https://x.example/a', request, 15_000);
    const outcome = expect(pending).rejects.toBeInstanceOf(BookingSendError);
    await vi.advanceTimersByTimeAsync(15_000);
    await outcome;
    await expect(pending).rejects.toMatchObject({ reason: 'timeout' });
  });
});

describe('newRequestId', () => {
  it('is a UUID v4, also where randomUUID is missing (a page served over plain HTTP)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newRequestId()).toMatch(uuid);
    const randomUUID = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => newRequestId()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(uuid);
    } finally {
      if (randomUUID) Object.defineProperty(crypto, 'randomUUID', randomUUID);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});

describe('bookingDraft', () => {
  it('keeps the fields and request id for this tab, and forgets them when cleared', () => {
    const fields = { name: 'Alex', email: 'a@b.example', date: '', time: '', issue: '<b>hi</b>' };
    bookingDraft.write({ fields, requestId: 'abc-12345' });
    expect(bookingDraft.read()).toEqual({ fields, requestId: 'abc-12345' });
    bookingDraft.clear();
    expect(bookingDraft.read()).toBeUndefined();
  });

  it('reads a damaged or foreign value as no draft, and keeps only strings', () => {
    sessionStorage.setItem('pearlcrest:booking-draft', '{not json');
    expect(bookingDraft.read()).toBeUndefined();
    sessionStorage.setItem('pearlcrest:booking-draft', JSON.stringify({ fields: { name: 7, email: 'x' } }));
    expect(bookingDraft.read()).toEqual({
      fields: { name: '', email: 'x', date: '', time: '', issue: '' },
      requestId: undefined,
    });
  });

  it('works on without storage (private modes, policies)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() =>
      bookingDraft.write({ fields: { name: '', email: '', date: '', time: '', issue: '' } }),
    ).not.toThrow();
    expect(bookingDraft.read()).toBeUndefined();
  });
});
