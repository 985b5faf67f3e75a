/**
 * What the receiver accepts (README "Appointment requests"): the path, the size limit and the payload, checked field
 * by field against the booking form's own rules (src/content/booking.ts), never a second copy of them.
 */
import { bookingDateWindow, bookingTimeSlots } from '../../src/content/booking';
import { bookingTrapField } from '../../src/lib/booking-request';

export const MAX_BODY_BYTES = 16 * 1024;
/** The path requests are POSTed to. */
export const BOOKING_PATH = '/appointments';

/** One appointment request as sent by the form. */
export type BookingRequest = {
  requestId: string;
  name: string;
  email: string;
  date: string;
  time: string;
  issue: string;
  page: string;
  sentAt: string;
};

/** A request as stored: when it arrived added. */
export type StoredRequest = BookingRequest & { receivedAt: string };

const fieldLimits = { name: 200, email: 254, date: 10, time: 20, issue: 4000, page: 500, sentAt: 40 } as const;

/** Control characters other than tab and newline, which only the issue may hold. */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const lineBreaks = /[\r\n\t]/;

/** Whether `text` is `YYYY-MM-DD` and a day of the calendar (2026-02-30 is not one). */
function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export type ParsedBooking = { booking: BookingRequest; trapped: boolean } | { problem: string };

/**
 * The payload, checked field by field; a reason when it is not a booking request. `trapped` is a request whose hidden
 * trap field was filled (no person sees it): answered as a success, never stored or sent on.
 */
export function parseBooking(body: unknown, now = new Date()): ParsedBooking {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { problem: 'expected a JSON object' };
  const record = body as Record<string, unknown>;
  const text: Record<string, string> = {};
  for (const [field, limit] of Object.entries(fieldLimits)) {
    const value = record[field] ?? (field === 'issue' ? '' : undefined);
    if (typeof value !== 'string') return { problem: `${field} must be a string` };
    if (value.length > limit) return { problem: `${field} is longer than ${limit} characters` };
    if (controlCharacters.test(value) || (field !== 'issue' && lineBreaks.test(value)))
      return { problem: `${field} holds control characters` };
    text[field] = value;
  }
  const trap = record[bookingTrapField] ?? '';
  if (typeof trap !== 'string') return { problem: `${bookingTrapField} must be a string` };
  const requestId = record.requestId;
  if (typeof requestId !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(requestId))
    return { problem: 'bad requestId' };
  if (!text.name!.trim()) return { problem: 'name is required' };
  if (!/^[^\s@"<>()[\],;:\\]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(text.email!))
    return { problem: 'email is not an address' };
  if (!isCalendarDay(text.date!)) return { problem: 'date must be a day of the calendar, YYYY-MM-DD' };
  const window = bookingDateWindow(now);
  if (text.date! < window.earliest || text.date! > window.latest)
    return { problem: `date must be from ${window.earliest} to ${window.latest}` };
  if (!bookingTimeSlots.includes(text.time!)) return { problem: 'time must be one of the form’s slots' };
  if (!text.page!.startsWith('/')) return { problem: 'page must be a path' };
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
    trapped: trap !== '',
  };
}
