/**
 * Sending an appointment request to the clinic's endpoint (clinic.bookingEndpoint), and the draft that keeps what the
 * visitor typed until it has been sent. The JSON contract is in the README ("Appointment requests").
 */

/**
 * The five fields the visitor fills in (content/booking.ts, BookingFormValues, adds the model's phone and doctor, which
 * have no inputs, spec §5, and are not sent).
 */
export type BookingFields = { name: string; email: string; date: string; time: string; issue: string };

/**
 * The hidden trap field's name in the form and the request: no person sees or reaches it, so a request with it filled
 * came from a program, and the receiver drops it (answering as if it had stored it).
 */
export const bookingTrapField = 'website';

export type BookingRequest = BookingFields & {
  /** The trap field's value: empty from a person. */
  [bookingTrapField]?: string;
  /** Made once per request and kept through retries and reloads, so the receiver stores a retried request once. */
  requestId: string;
  /** The path the visitor sent it from. */
  page: string;
  /** When it was (last) sent, ISO 8601 in UTC. */
  sentAt: string;
};

/** No answer within this long counts as a failure; the visitor can retry (same request id). */
const BOOKING_TIMEOUT_MS = 15_000;

export class BookingSendError extends Error {
  constructor(
    readonly reason: 'http' | 'network' | 'timeout',
    readonly status?: number,
  ) {
    super(reason === 'http' ? `The clinic's server answered ${status}` : `The request failed (${reason})`);
  }
}

export function pickBookingFields(values: BookingFields): BookingFields {
  const { name, email, date, time, issue } = values;
  return { name, email, date, time, issue };
}

/** A random UUID v4. `randomUUID` exists only in secure contexts; the fallback covers a page served over plain HTTP. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** POSTs the request; resolves on any 2xx, rejects with a BookingSendError otherwise. */
export async function sendBookingRequest(
  endpoint: string,
  request: BookingRequest,
  timeoutMs = BOOKING_TIMEOUT_MS,
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      signal: controller.signal,
      // Nothing of the visitor's session goes along: the endpoint needs the body only.
      credentials: 'omit',
    });
    if (!response.ok) throw new BookingSendError('http', response.status);
  } catch (error) {
    if (error instanceof BookingSendError) throw error;
    throw new BookingSendError(controller.signal.aborted ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
}

/** What the visitor typed, and the request id once they pressed submit, kept for this tab until it is sent. */
export type BookingDraft = { fields: BookingFields; requestId?: string };

const DRAFT_KEY = 'pearlcrest:booking-draft';

/** Storage can be off (private modes, quotas, policies): then the draft lives only as long as the form. */
export const bookingDraft = {
  read(): BookingDraft | undefined {
    try {
      const stored = sessionStorage.getItem(DRAFT_KEY);
      if (!stored) return undefined;
      const draft = JSON.parse(stored) as Partial<BookingDraft>;
      if (typeof draft !== 'object' || draft === null || typeof draft.fields !== 'object') return undefined;
      const fields = draft.fields as Partial<Record<keyof BookingFields, unknown>>;
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      return {
        fields: {
          name: text(fields.name),
          email: text(fields.email),
          date: text(fields.date),
          time: text(fields.time),
          issue: text(fields.issue),
        },
        requestId: typeof draft.requestId === 'string' ? draft.requestId : undefined,
      };
    } catch {
      return undefined;
    }
  },
  write(draft: BookingDraft): void {
    try {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    } catch {
      // Not kept across reloads; the open form still holds it.
    }
  },
  clear(): void {
    try {
      sessionStorage.removeItem(DRAFT_KEY);
    } catch {
      // Nothing was stored.
    }
  },
};
